/** Where /login returns a user who was sent there from a protected page: the `redirect` query value. */
export const REDIRECT_PARAM = 'redirect';

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = location.pathname + location.search + location.hash;
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** Only same-app paths are followed, so a crafted link cannot send a user to another site after sign-in. */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/login')) return null;
  return value;
}
