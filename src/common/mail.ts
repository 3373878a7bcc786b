/**
 * Certified mail and tracking (spec document 2: Send Letter and Tracking tabs, the mailing address, the certified
 * mail call, tracking status, the error catalogue), shared by server and web. docs/api.md "Certified mail".
 */
import { z } from 'zod';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, normalizeZip, stateCode } from './postal-address';

/** Spec §8 texts of certified mail, word for word ('Title: description' toasts are split in two). */
export const MAIL_TEXT = {
  missingTitle: 'Missing information',
  missingDescription: 'Please fill out all address fields to send via certified mail.',
  unavailableTitle: 'Feature unavailable',
  unavailableDescription: 'Certified mail sending is not available yet.',
  sending: 'Sending dispute via certified mail...',
  sent: 'Dispute letter sent via certified mail!',
  sentTitle: 'Letter sent successfully',
  errorTitle: 'Error sending letter',
  errorDescription: 'There was an error sending your letter. Please try again.',
  failed: 'Error: Failed to send certified mail.',
  failedFallback: 'Failed to send certified mail',
  trackingUnavailable: 'Tracking data unavailable',
} as const;

/** Our own messages where the spec is silent (docs/decisions/100). */
export const MAIL_MESSAGES = {
  windowOpen: 'Your 3-business-day cancellation period has not ended yet. Letters can be mailed once it has passed.',
  notReady: 'Approve the letter before sending it by certified mail.',
  alreadySent: 'This letter has already been mailed.',
  undeliverable: 'The post office cannot deliver to this return address. Check the street, city, state and ZIP code; nothing was sent.',
  recipientMissing: 'This letter has no mailing address for its recipient.',
  undoClosed: 'This letter has gone to print and can no longer be cancelled.',
  undone: 'Sending cancelled. Nothing was mailed.',
  undoFailedTitle: 'Could not undo the send',
  undoFailed: 'The printer did not confirm the cancellation, so the letter is still being mailed. Please try again.',
  notMailed: 'This letter has not been mailed yet.',
  mailedPdfMissing: 'The copy of the letter as it was mailed is not here yet: it is fetched from the printer with the next tracking update.',
  deliveredDate: 'Enter the date delivered as YYYY-MM-DD, on or after the date mailed and not in the future.',
  tooManySends: 'You have sent many letters in the last hour. Please wait a while and try again.',
} as const;

const MAIL_NAME_MAX = 40;

const field = z.string().trim().max(ADDRESS_LIMITS.street);

/** POST /api/disputes/letters/:id/certified-mail: the spec's five address fields plus two questions. */
export const sendMailSchema = z
  .strictObject({
    name: field,
    address: field,
    city: z.string().trim().max(ADDRESS_LIMITS.city),
    state: z.string().trim().max(40),
    zip: z.string().trim().max(10),
    /** The green card back from the recipient (USPS Return Receipt). */
    return_receipt: z.boolean().default(false),
    /** More information sent within the period, or the dispute follows a free annual report: 45 days. */
    extended_period: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.name || !v.address || !v.city || !v.state || !v.zip) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: `${MAIL_TEXT.missingTitle}: ${MAIL_TEXT.missingDescription}` });
      return;
    }
    if (v.name.length > MAIL_NAME_MAX) ctx.addIssue({ code: 'custom', path: ['name'], message: `Use at most ${MAIL_NAME_MAX} characters for the name.` });
    if (!stateCode(v.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_MESSAGES.state });
    if (!normalizeZip(v.zip)) ctx.addIssue({ code: 'custom', path: ['zip'], message: ADDRESS_MESSAGES.zip });
  });
export type SendMailRequest = z.input<typeof sendMailSchema>;

const isoDay = z
  .string({ message: MAIL_MESSAGES.deliveredDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MAIL_MESSAGES.deliveredDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), MAIL_MESSAGES.deliveredDate);

/** POST /api/disputes/letters/:id/delivered: a self-mailed letter's delivery date from the USPS receipt. */
export const deliveredSchema = z.strictObject({ delivered_date: isoDay, extended_period: z.boolean().default(false) });

export interface TrackingEventDto {
  description: string;
  datetime: string;
}

/** Spec "Tracking status" plus what the clock adds. Dates are 'YYYY-MM-DD'. */
export interface TrackingDto {
  letter_id: string;
  id: string | null;
  mailed_by: 'lob' | 'self';
  status: string;
  mailed_date: string;
  estimatedDeliveryDate: string | null;
  actualDeliveryDate: string | null;
  delivery_assumed: boolean;
  /** The response due date (delivery + 30 or 45 days, docs/decisions/101). */
  response_due_date: string | null;
  daysUntilResponse: number | null;
  followUpDate: string | null;
  trackingNumber: string | null;
  url: string | null;
  extended_period: boolean;
  return_receipt: boolean;
  /** While Lob still lets the letter be cancelled ("Undo send"). */
  cancel_until: string | null;
  /** The PDF Lob printed and mailed is kept: GET /api/disputes/letters/:id/mailed-pdf (decision 137). */
  mailed_pdf: boolean;
  events: TrackingEventDto[];
}

/** The answer of a send (spec "lobResponse": id, trackingNumber, expectedDeliveryDate, status, url). */
export interface SendMailResponse {
  success: true;
  lobResponse: { id: string; trackingNumber: string | null; expectedDeliveryDate: string | null; status: 'sent'; url: string | null };
  tracking: TrackingDto;
}

/** Lob's certified tracking events and what the timeline says for each (docs/decisions/102). */
export const TRACKING_EVENT_TEXT: Record<string, string> = {
  'letter.created': 'Letter created',
  'letter.rendered_pdf': 'Letter printed to PDF',
  'letter.rendered_thumbnails': 'Letter preview ready',
  'letter.deleted': 'Sending cancelled',
  'letter.mailed': 'Mailed',
  'letter.in_transit': 'In transit',
  'letter.in_local_area': 'In the local area',
  'letter.processed_for_delivery': 'Processed for delivery',
  'letter.re-routed': 'Re-routed',
  'letter.returned_to_sender': 'Returned to sender',
  'letter.delivered': 'Delivered',
  'letter.failed': 'Could not be printed',
  'letter.certified.mailed': 'Mailed by certified mail',
  'letter.certified.in_transit': 'In transit',
  'letter.certified.in_local_area': 'In the local area',
  'letter.certified.processed_for_delivery': 'Processed for delivery',
  'letter.certified.re-routed': 'Re-routed',
  'letter.certified.returned_to_sender': 'Returned to sender',
  'letter.certified.delivered': 'Delivered',
  'letter.certified.pickup_available': 'Available for pickup at the post office',
  'letter.certified.issue': 'A delivery issue was reported',
};

/** The USPS tracking page of a tracking number. */
export function uspsTrackingUrl(trackingNumber: string): string {
  return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber)}`;
}

/** Tracking changes that notify the person (bell and email). */
export type DisputeUpdateKind = 'mailed' | 'delivered' | 'returned' | 'issue';
