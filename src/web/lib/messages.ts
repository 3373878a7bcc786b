/** User-visible messages from spec 000 §5 and §8, with the spec's exact wording, kept in one place. */

export const MSG = {
  login: {
    inlineFallback: 'Failed to login. Please check your credentials and try again.',
    failedTitle: 'Login failed',
    failedFallback: 'An error occurred during login',
    success: 'Login successful',
    successDescription: 'Welcome back!',
  },
  register: {
    passwordsMismatch: 'Passwords do not match',
    inlineFallback: 'Failed to register. Please try again.',
    failedTitle: 'Registration failed',
    failedFallback: 'Could not create account',
    success: 'Registration successful',
    successDescription: 'Welcome aboard! Please check your email to verify your account.',
  },
  logout: {
    /** Side navigation's Logout (document 1 toast). */
    success: 'Logged out',
    /** The account menu's Logout (document 1, authenticated layout). */
    menuSuccess: 'Logged out successfully',
    successDescription: 'You have been successfully logged out',
    failed: 'Error signing out',
  },
  forgot: {
    invalidEmail: 'Please enter a valid email address',
    errorTitle: 'Error',
    failedFallback: 'Failed to send password reset email',
    success: 'Password reset email sent',
    successDescription: 'Please check your email for a password reset link. It may take a few minutes to arrive.',
  },
  reset: {
    passwordsMismatch: "Passwords don't match",
    invalidTitle: 'Invalid reset link',
    invalidDescription: 'This reset link is invalid or has expired. Please request a new one.',
    expiredTitle: 'Link expired',
    expiredDescription: 'This reset link has expired. Please request a new one.',
    invalidOnSubmitDescription: 'Please request a new password reset link.',
    errorTitle: 'Error',
    failedFallback: 'Failed to reset password',
    success: 'Password updated',
    successDescription: 'Your password has been successfully reset',
  },
  profile: {
    loadFailed: 'Could not load profile data',
    updateFailed: 'Could not update profile',
    updated: 'Profile updated',
    updatedDescription: 'Your profile has been saved.',
  },
  changePassword: {
    mismatchTitle: "Passwords don't match",
    mismatchDescription: 'New password and confirmation must match',
    tooShortTitle: 'Password too short',
    failedTitle: 'Error',
    failedFallback: 'Could not update password',
    updated: 'Password updated',
    updatedDescription: 'Your password has been changed successfully.',
  },
  required: {
    email: 'Email is required',
    password: 'Password is required',
    name: 'Full name is required',
    confirmPassword: 'Please confirm your password',
  },
} as const;
