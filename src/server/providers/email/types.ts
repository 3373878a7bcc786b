export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the message (verification, reset), logged in local outbox mode only. */
  link?: string;
  attachments?: EmailAttachment[];
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
