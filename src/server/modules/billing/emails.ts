/** The billing emails: documents on signing, welcome/receipt, trial ending, payment failed, cancellation. */
import { PRODUCT_NAME } from '../../../common/brand';
import { DISCLOSURE_TITLE } from '../../../common/croa';
import { formatUsd, planFor, SUBSCRIPTION_TEXT, type CouponDiscount, type PlanType } from '../../../common/subscription';
import type { EmailMessage } from '../../providers/email';
import { buildEmail } from '../auth/emails';
import type { BillingDeps } from './deps';
import { cancelLinkUrl } from './cancel-link-token';
import { contractPdf, disclosurePdf } from './documents';
import { contractDeadline, latestAcknowledgment, type ContractRow } from './state';
import { stateDisclosure } from '../../../common/state-credit-services';

const greet = (name: string) => `Hello ${name.trim() || 'there'},`;
const day = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface Recipient {
  id: string;
  email: string;
  name: string;
}

/** Sends and logs a failure without failing the operation (the state is already saved; the email is a copy). */
async function send(deps: BillingDeps, message: EmailMessage, kind: string): Promise<void> {
  try {
    await deps.email.send(message);
  } catch (error) {
    deps.logger.error({ err: { message: (error as Error).message }, kind }, 'billing email could not be sent');
  }
}

export async function sendContractDocuments(deps: BillingDeps, user: Recipient, contract: ContractRow): Promise<void> {
  const ack = await latestAcknowledgment(deps.db, user.id);
  const message = buildEmail(user.email, `Your ${PRODUCT_NAME} contract and your rights`, {
    greeting: greet(user.name),
    paragraphs: [
      `Attached are the statement "${DISCLOSURE_TITLE}" and the contract you signed on ${day(contract.signedAt)}, with two copies of the notice of cancellation.`,
      `You may cancel without penalty or obligation before ${contractDeadline(contract)}: with the button below (no sign-in needed), in the app (Settings, Subscription, Cancel), by email to ${contract.businessEmail}, or by mailing or delivering the notice to ${contract.businessName}, ${contract.businessAddress}.`,
    ],
    action: { label: 'Cancel this contract', url: cancelLinkUrl(deps, contract.id) },
    footer: 'Keep these documents for your records. You can download them again from Settings at any time.',
  });
  message.attachments = [
    {
      filename: 'consumer-credit-file-rights.pdf',
      content: await disclosurePdf(ack ? { at: ack.acknowledgedAt, ip: ack.ipAddress } : undefined, stateDisclosure(contract.personState)),
      contentType: 'application/pdf',
    },
    { filename: 'credit-repair-contract.pdf', content: await contractPdf(contract), contentType: 'application/pdf' },
  ];
  await send(deps, message, 'contract');
}

export async function sendWelcome(
  deps: BillingDeps,
  user: Recipient,
  plan: { planType: PlanType | null; discount: number; provider: string; firstChargeAt: Date | null },
): Promise<void> {
  const price = plan.planType ? planFor(plan.planType, plan.discount as CouponDiscount) : null;
  const paragraphs =
    plan.provider === 'trial'
      ? ['Your free month has started. No card was taken, and nothing will be charged: at the end of the month we will ask you to choose a plan.']
      : plan.provider === 'local'
        ? ['Your plan is active. No payment was taken: this server has no payment provider configured.']
        : [
            `Your ${plan.planType} plan is active.`,
            price && plan.firstChargeAt
              ? `Nothing has been charged yet. The first charge, ${formatUsd(price.finalPriceCents)}, is made on ${day(plan.firstChargeAt)}, after your first ${price.interval} of service.`
              : 'Nothing has been charged yet.',
          ];
  await send(
    deps,
    buildEmail(user.email, `Welcome to ${PRODUCT_NAME}`, {
      greeting: greet(user.name),
      paragraphs,
      action: { label: 'Go to your dashboard', url: `${deps.settings.appUrl}/dashboard` },
      footer: 'Results are not guaranteed. You can cancel anytime in Settings.',
    }),
    'welcome',
  );
}

export async function sendReceipt(
  deps: BillingDeps,
  user: Recipient,
  invoice: { amountCents: number; periodStart: Date | null; periodEnd: Date | null; url: string | null },
): Promise<void> {
  const period = invoice.periodStart && invoice.periodEnd ? ` for the service of ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}` : '';
  await send(
    deps,
    buildEmail(user.email, `Your ${PRODUCT_NAME} receipt`, {
      greeting: greet(user.name),
      paragraphs: [`We received your payment of ${formatUsd(invoice.amountCents)}${period}. Thank you.`],
      action: invoice.url ? { label: 'View receipt', url: invoice.url } : undefined,
      footer: 'Your invoices are listed in Settings.',
    }),
    'receipt',
  );
}

export async function sendPaymentFailed(deps: BillingDeps, user: Recipient): Promise<void> {
  await send(
    deps,
    buildEmail(user.email, `Your ${PRODUCT_NAME} payment did not go through`, {
      greeting: greet(user.name),
      paragraphs: ['We could not take your last payment. Please update your payment method; we will try again in a few days.'],
      action: { label: 'Update payment method', url: `${deps.settings.appUrl}/settings` },
      footer: 'If you want to stop instead, you can cancel in Settings.',
    }),
    'payment-failed',
  );
}

export async function sendTrialEnding(deps: BillingDeps, user: Recipient, endsAt: Date, charged: { cents: number } | null): Promise<void> {
  const paragraphs = charged
    ? [
        `Your first month of service ends on ${day(endsAt)}. The charge of ${formatUsd(charged.cents)} for it is made then. You can cancel before that in Settings.`,
      ]
    : [`Your free month ends on ${day(endsAt)}. Nothing will be charged: to keep using the paid features, choose a plan.`];
  await send(
    deps,
    buildEmail(user.email, `Your ${PRODUCT_NAME} first month ends soon`, {
      greeting: greet(user.name),
      paragraphs,
      action: { label: charged ? 'Open Settings' : 'Choose a plan', url: `${deps.settings.appUrl}/${charged ? 'settings' : 'subscription'}` },
      footer: 'Results are not guaranteed.',
    }),
    'trial-ending',
  );
}

export async function sendCancellation(deps: BillingDeps, user: Recipient, outcome: { inWindow: boolean; accessEnds: Date | null }): Promise<void> {
  const paragraphs = outcome.inWindow
    ? ['Your contract is cancelled, within your business days to cancel. Nothing was charged and no letter was mailed for you.']
    : [
        'Your subscription is cancelled. No further charges will be made.',
        outcome.accessEnds ? `You keep access to the paid features until ${day(outcome.accessEnds)}.` : 'The paid features are no longer available.',
      ];
  await send(
    deps,
    buildEmail(user.email, `Your ${PRODUCT_NAME} cancellation is confirmed`, {
      greeting: greet(user.name),
      paragraphs,
      action: { label: 'Open Settings', url: `${deps.settings.appUrl}/settings` },
      footer: 'You can subscribe again at any time.',
    }),
    'cancellation',
  );
}

export async function sendServicesStarted(deps: BillingDeps, user: Recipient): Promise<void> {
  await send(
    deps,
    buildEmail(user.email, SUBSCRIPTION_TEXT.servicesStartedTitle, {
      greeting: greet(user.name),
      paragraphs: [SUBSCRIPTION_TEXT.servicesStarted],
      action: { label: 'Open your dispute letters', url: `${deps.settings.appUrl}/dispute-letters` },
      footer: 'Results are not guaranteed. You can cancel anytime in Settings; no further charges are made after that.',
    }),
    'services-started',
  );
}
