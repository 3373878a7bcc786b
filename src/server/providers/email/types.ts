export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the message (verification, reset), logged in local outbox mode only. */
  link?: string;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on non-essential emails. */
  headers?: Record<string, string>;
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface EmailProvider {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}
