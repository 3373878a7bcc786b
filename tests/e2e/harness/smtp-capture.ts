import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  url: string;
  stop(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message and writes it to `dir` as `<n>.eml` plus `<n>.json`
 * (envelope recipients). Journeys run in other processes and read the folder (see mailbox.ts).
 */
export async function startSmtpCapture(dir: string): Promise<SmtpCapture> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    // Plain local SMTP: no TLS upgrade and no login, as nodemailer sends to smtp://host:port.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        sequence += 1;
        const name = `${String(Date.now())}-${String(sequence).padStart(4, '0')}`;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        writeFileSync(path.join(dir, `${name}.eml`), Buffer.concat(chunks));
        // The JSON file is written last: its presence means the message is complete.
        writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ recipients, receivedAt: Date.now() }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('SMTP capture did not get a port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
