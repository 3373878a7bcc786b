/** Delays and limits from spec 000 §9, named once. */

/** `/` forces its redirect after at most this long, whatever the auth state. */
export const ROOT_REDIRECT_FORCE_MS = 3000;
/** While auth is still loading, `/` re-checks after this long instead of redirecting. */
export const ROOT_REDIRECT_DEFER_MS = 1000;
/** After a successful password reset the user goes to /login after this long. */
export const RESET_SUCCESS_REDIRECT_MS = 2000;

/** Toasts: default duration and how many show at once (width 356 px and gap 14 px are sonner's defaults). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;

/** Wide screens get the fixed side panel; below this the navigation is a drawer (Tailwind `lg`). */
export const WIDE_SCREEN_MIN_PX = 1024;
