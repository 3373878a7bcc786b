import { RECOVERY_LINK_TYPE } from '../../../common/auth';

export interface ResetLink {
  type: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * Reads type, access_token and refresh_token from a reset link (spec 000 §2): the query string first, the hash
 * fragment for anything the query lacks.
 */
export function parseResetLink(search: string, hash: string): ResetLink {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const read = (name: string) => query.get(name) || fragment.get(name) || null;
  return { type: read('type'), accessToken: read('access_token'), refreshToken: read('refresh_token') };
}

/** Spec 000 §5: a link is usable only if type is "recovery" and an access_token is present. */
export function isWellFormedResetLink(link: ResetLink): link is ResetLink & { accessToken: string } {
  return link.type === RECOVERY_LINK_TYPE && Boolean(link.accessToken);
}
