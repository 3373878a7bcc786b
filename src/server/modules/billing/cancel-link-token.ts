/** The signed cancel link of the contract email (docs/decisions/163): `<contract id>.<HMAC-SHA256 with the session secret>`. */
import type { Settings } from '../../env';
import { linkSignature, linkSignatureMatches } from '../../http/signed-link';

const PURPOSE = 'croa-cancel:v1';
export const CANCEL_LINK_PATH = '/api/subscription/cancel-link';

export function cancelLinkUrl(deps: { settings: Pick<Settings, 'appUrl' | 'sessionSecret'> }, contractId: string): string {
  const token = `${contractId}.${linkSignature(deps.settings.sessionSecret, [PURPOSE, contractId])}`;
  return `${deps.settings.appUrl}${CANCEL_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

/** The contract id a token names, or null when it is malformed or its signature does not match. */
export function verifyCancelToken(secret: string, token: string | undefined): string | null {
  if (!token || token.length > 256) return null;
  const [contractId, sig, extra] = token.split('.');
  if (!contractId || !sig || extra !== undefined || !/^[0-9a-f-]{36}$/.test(contractId) || !/^[A-Za-z0-9_-]+$/.test(sig)) return null;
  return linkSignatureMatches(sig, secret, [PURPOSE, contractId]) ? contractId : null;
}
