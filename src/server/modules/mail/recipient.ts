/** Where a letter goes: the bureau's dispute address, or the furnisher's address the person entered. */
import { AppError } from '../../errors';
import type { MailAddress } from '../../providers/mail';
import type { LetterRow } from '../disputes/dto';
import { BUREAU_DISPUTE_ADDRESSES } from '../disputes/letters/bureau-addresses';
import type { PostalAddress } from '../../../common/postal-address';
import { MAIL_MESSAGES } from '../../../common/mail';

/** "Allen, TX 75013" → city, state, ZIP. */
export function parseLastLine(line: string): { city: string; state: string; zip: string } | null {
  const m = /^(.+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line.trim());
  return m ? { city: m[1]!, state: m[2]!, zip: m[3]! } : null;
}

export function recipientAddress(letter: LetterRow): MailAddress {
  if (letter.kind === 'furnisher_dispute') {
    const furnisher = letter.furnisher as { name: string; address: PostalAddress } | null;
    if (!furnisher) throw new AppError('CONFLICT', MAIL_MESSAGES.recipientMissing);
    const a = furnisher.address;
    return { name: furnisher.name.slice(0, 40), line1: a.street, line2: a.street2, city: a.city, state: a.state, zip: a.zip };
  }
  const bureau = letter.bureau ? BUREAU_DISPUTE_ADDRESSES[letter.bureau] : undefined;
  const last = bureau ? parseLastLine(bureau.lines.at(-1) ?? '') : null;
  if (!bureau || !last) throw new AppError('CONFLICT', MAIL_MESSAGES.recipientMissing);
  return { name: bureau.name.slice(0, 40), line1: bureau.lines[0]!, line2: bureau.lines.length > 2 ? bureau.lines[1] : undefined, ...last };
}
