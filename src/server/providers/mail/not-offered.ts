/**
 * The mail provider without LOB_API_KEY: certified mail is not offered, and every call says so in the words the
 * screens show (spec document 2 §8). The person prints and mails letters themselves.
 */
import { MAIL_TEXT } from '../../../common/mail';
import { AppError } from '../../errors';
import type { MailProvider } from './types';

function notOffered(): never {
  throw new AppError('FEATURE_UNAVAILABLE', `${MAIL_TEXT.unavailableTitle}: ${MAIL_TEXT.unavailableDescription}`);
}

export function createNotOfferedMailProvider(): MailProvider {
  return {
    offersCertifiedMail: false,
    verifyAddress: async () => notOffered(),
    sendLetter: async () => notOffered(),
    getLetter: async () => notOffered(),
    cancelLetter: async () => notOffered(),
    download: async () => notOffered(),
  };
}
