import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { linksIn, parseMail, type ParsedMail } from './mime';

export interface CapturedMail extends ParsedMail {
  recipients: string[];
  links: string[];
}

interface WaitOptions {
  /** Only messages whose plain-text part has a link matching this. */
  link?: RegExp;
  timeoutMs?: number;
}

function readMailbox(dir: string): CapturedMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const base = file.slice(0, -'.json'.length);
      const meta = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { recipients: string[] };
      const mail = parseMail(readFileSync(path.join(dir, `${base}.eml`), 'utf8'));
      return { ...mail, recipients: meta.recipients, links: linksIn(mail.text) };
    });
}

/** Every message captured so far for this address, oldest first. */
export function mailsTo(address: string): CapturedMail[] {
  const wanted = address.toLowerCase();
  return readMailbox(inject('mailboxDir')).filter((mail) => mail.recipients.includes(wanted));
}

/** Waits for the `skip + 1`-th message to `address` that matches, and returns it. */
export async function waitForMail(address: string, options: WaitOptions & { skip?: number } = {}): Promise<CapturedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const matching = mailsTo(address).filter((mail) => !options.link || mail.links.some((link) => options.link?.test(link)));
    const found = matching[options.skip ?? 0];
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no email to ${address}${options.link ? ` with a link matching ${String(options.link)}` : ''} arrived in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The first link of the message that matches, as a URL. */
export function linkIn(mail: CapturedMail, pattern: RegExp): URL {
  const link = mail.links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`the email "${mail.subject}" has no link matching ${String(pattern)}; links: ${mail.links.join(', ')}`);
  return new URL(link);
}
