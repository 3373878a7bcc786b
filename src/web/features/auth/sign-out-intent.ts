/**
 * Set when the user signs out on purpose. The session store may clear before or after signOut() resolves, so the
 * route guard can see "no user" at either moment; after a deliberate logout it must send the user to plain
 * /login rather than to /login?redirect=<the page they left>. Cleared when sign-out fails or a user signs in.
 */
let signedOutOnPurpose = false;

export function beginSignOut(): void {
  signedOutOnPurpose = true;
}

export function clearSignOutIntent(): void {
  signedOutOnPurpose = false;
}

export function isSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}
