/** A real SMTP server (smtp-server) that keeps what it receives, for tests of the email flows. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The message with quoted-printable soft breaks and escapes undone, good enough to find links in. */
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject,
            decoded: decodeQuotedPrintable(raw),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a message to `to` whose subject matches, received after `since` messages. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((m) => m.to.includes(to) && subject.test(m.subject));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no email to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Takes matching messages out, so later waits see only newer ones. */
  take(to: string, subject: RegExp): ReceivedMail[] {
    const taken = this.received.filter((m) => m.to.includes(to) && subject.test(m.subject));
    for (const mail of taken) this.received.splice(this.received.indexOf(mail), 1);
    return taken;
  }
}

export function resetTokenFrom(mail: ReceivedMail): string {
  const match = /\/reset-password\?type=recovery&(?:amp;)?access_token=([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match?.[1]) throw new Error('no reset link in the email');
  return match[1];
}
