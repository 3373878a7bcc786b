import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, decodeQuotedPrintable, headerParameter, linksIn, parseMail } from './mime';

/** Composes a message exactly as the app's mailer (nodemailer) would put it on the wire. */
async function compose(options: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(options);
  return (info.message as Buffer).toString('utf8');
}

describe('parseMail', () => {
  it('reads subject, text and html of a multipart message whose long link is quoted-printable encoded', async () => {
    const token = 'a'.repeat(90);
    const link = `http://127.0.0.1:4321/reset-password?type=recovery&access_token=${token}`;
    const raw = await compose({
      from: 'CreditFix AI <no-reply@example.test>',
      to: 'user@example.test',
      subject: 'Réinitialiser — reset your password',
      text: `Hello Zoë,\n\nOpen this link to choose a new password:\n${link}\n\nIt expires in 1 hour.`,
      html: `<p>Hello Zoë, <a href="${link}">reset</a></p>`,
    });
    expect(raw).toMatch(/=\r\n/); // the fixture really exercises soft line breaks

    const mail = parseMail(raw);
    expect(mail.subject).toBe('Réinitialiser — reset your password');
    expect(mail.to).toBe('user@example.test');
    expect(mail.text).toContain('Hello Zoë,');
    expect(linksIn(mail.text)).toEqual([link]);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('reads a single-part base64 message', async () => {
    const raw = await compose({
      from: 'a@example.test',
      to: 'b@example.test',
      subject: 'Verify',
      text: 'Verify: https://app.example.test/api/auth/verify-email?token=xyz&callbackURL=/dashboard.',
      textEncoding: 'base64',
    });
    const mail = parseMail(raw);
    expect(mail.html).toBe('');
    expect(linksIn(mail.text)).toEqual(['https://app.example.test/api/auth/verify-email?token=xyz&callbackURL=/dashboard']);
  });

  it('skips attachments when looking for the text part', async () => {
    const raw = await compose({
      from: 'a@example.test',
      to: 'b@example.test',
      subject: 'With attachment',
      attachments: [{ filename: 'note.txt', content: 'not the body' }],
      text: 'the body',
    });
    expect(parseMail(raw).text.trim()).toBe('the body');
  });
});

describe('MIME helpers', () => {
  it('decodes quoted-printable bytes as UTF-8', () => {
    expect(decodeQuotedPrintable('caf=C3=A9 =3D soft=\r\nbreak')).toBe('café = softbreak');
  });

  it('decodes encoded words in Q and B form', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?Caf=C3=A9_time?=')).toBe('Café time');
    expect(decodeEncodedWords('=?UTF-8?B?w6k=?= =?UTF-8?B?w6k=?=')).toBe('éé');
  });

  it('reads quoted and bare header parameters', () => {
    expect(headerParameter('multipart/alternative; boundary="--_x"', 'boundary')).toBe('--_x');
    expect(headerParameter('text/plain; charset=utf-8', 'charset')).toBe('utf-8');
    expect(headerParameter('text/plain', 'charset')).toBeUndefined();
  });

  it('strips trailing punctuation from links', () => {
    expect(linksIn('See https://x.test/a?b=1. Or (https://y.test/c).')).toEqual(['https://x.test/a?b=1', 'https://y.test/c']);
  });
});
