import type { Settings } from '../../env';
import { createLobProvider } from './lob';
import { createNotOfferedMailProvider } from './not-offered';
import type { MailProvider } from './types';

export * from './types';
export { createLobProvider } from './lob';

/** Lob when LOB_API_KEY is set; otherwise the local provider, which says certified mail is not offered. */
export function createMailProvider(settings: Pick<Settings, 'lob'>): MailProvider {
  return settings.lob ? createLobProvider({ apiKey: settings.lob.apiKey, apiUrl: settings.lob.apiUrl }) : createNotOfferedMailProvider();
}
