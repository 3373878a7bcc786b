import { z } from 'zod';
import { passwordSchema, RESET_PASSWORD_MIN_MESSAGE, PASSWORD_MIN_LENGTH } from '../../../common/auth';
import { MSG } from '../../lib/messages';

const emailField = z.string().trim().min(1, MSG.required.email).pipe(z.email(MSG.forgot.invalidEmail));

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, MSG.required.password),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Spec 000 §5: all four fields required, no client length rule, confirmation must match. */
export const registerSchema = z
  .object({
    name: z.string().trim().min(1, MSG.required.name),
    email: emailField,
    password: z.string().min(1, MSG.required.password),
    confirmPassword: z.string().min(1, MSG.required.confirmPassword),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: MSG.register.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Spec 000 §5: both at least 8 characters, and the confirmation equal to the password. */
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, RESET_PASSWORD_MIN_MESSAGE),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: MSG.reset.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
