/** Certified mail through a print-and-mail service (Lob). docs/decisions/100-certified-mail-lob.md. */

/** An address as the mail service takes it (US only). */
export interface MailAddress {
  name: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

export interface SendLetterRequest {
  /** Our letter id: the Idempotency-Key, so a retried send never mails twice. */
  idempotencyKey: string;
  to: MailAddress;
  from: MailAddress;
  pdf: Uint8Array;
  returnReceipt: boolean;
  description: string;
  /** Ids only (never report data): they come back in every webhook event. */
  metadata: Record<string, string>;
}

export interface MailTrackingEvent {
  id: string;
  /** e.g. 'Mailed', 'In Transit', 'Delivered', 'Returned to Sender'. */
  name: string;
  /** The time of the event at USPS (ISO). */
  time: string | null;
  location: string | null;
}

/** A letter as the mail service answers for it. */
export interface MailedLetter {
  id: string;
  trackingNumber: string | null;
  /** 'YYYY-MM-DD'. */
  expectedDeliveryDate: string | null;
  /** When it goes to print: until then it may be cancelled (ISO). */
  sendDate: string | null;
  /** The rendered PDF; the link expires. */
  url: string | null;
  trackingEvents: MailTrackingEvent[];
  carrier: string | null;
  metadata: Record<string, string>;
}

export type Deliverability = 'deliverable' | 'deliverable_unnecessary_unit' | 'deliverable_incorrect_unit' | 'deliverable_missing_unit' | 'undeliverable';

export interface AddressVerification {
  deliverability: Deliverability | string;
  /** The address as USPS standardizes it, when it is deliverable. */
  standardized: { line1: string; line2: string | null; city: string; state: string; zip: string } | null;
}

/** A refusal of the mail service, with its own message (it never contains the key). */
export class MailProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'MailProviderError';
  }
}

export interface MailProvider {
  /** False for the local provider: the screens offer printing instead of certified mail. */
  readonly offersCertifiedMail: boolean;
  verifyAddress(address: MailAddress): Promise<AddressVerification>;
  sendLetter(request: SendLetterRequest): Promise<MailedLetter>;
  getLetter(id: string): Promise<MailedLetter>;
  /** Cancels a letter that has not gone to print; false when the service refuses (too late). */
  cancelLetter(id: string): Promise<boolean>;
  /** Downloads the rendered PDF from the letter's url. */
  download(url: string): Promise<Uint8Array>;
}
