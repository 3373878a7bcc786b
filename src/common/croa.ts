/**
 * Texts the Credit Repair Organizations Act requires (15 U.S.C. 1679c, 1679d, 1679e). The disclosure and the
 * notice of cancellation are the statute's wording; do not edit them. docs/decisions/060-croa-disclosure-contract.md.
 */
import { CROA_CANCELLATION_BUSINESS_DAYS, ordinalDay, type StateDisclosure } from './state-credit-services';
import { formatUsd, planFor, type CouponDiscount, type PlanType } from './subscription';

/** Bumped when any text below changes; stored with each acknowledgment and contract. */
export const CROA_TEXT_VERSION = '2026-11-28';

export const DISCLOSURE_TITLE = 'Consumer Credit File Rights Under State and Federal Law';

/** 15 U.S.C. 1679c(a), verbatim. */
export const DISCLOSURE_PARAGRAPHS = [
  'You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any "credit repair" company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
  'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
  'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
  'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
  'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
  'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
  "If the credit bureau's reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.",
  'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact:',
] as const;
export const DISCLOSURE_FTC_ADDRESS = ['The Public Reference Branch', 'Federal Trade Commission', 'Washington, D.C. 20580'] as const;

export const DISCLOSURE_ACKNOWLEDGMENT =
  'I have read the statement "Consumer Credit File Rights Under State and Federal Law" and I received it before signing any contract.';

/**
 * 15 U.S.C. 1679d(b)(4): in bold face type, in immediate proximity to the signature. The statute's words with CROA's
 * 3 days; where a state act gives the person longer (decision 166), the same sentence names the longer period.
 */
export function cancellationSentence(businessDays: number): string {
  return `You may cancel this contract without penalty or obligation at any time before midnight of the ${ordinalDay(businessDays)} business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.`;
}

/** Our estimate of how long the services take (1679d(b)(2)(B)); docs/decisions/061-billing-in-arrears.md. */
export const ESTIMATED_SERVICE_MONTHS = 6;

export interface Business {
  name: string;
  address: string;
  email: string;
}

export interface ContractTerms {
  planType: PlanType;
  discount: CouponDiscount;
  /** ISO date of signing, and the last day to cancel with its zone (deadlineDay: "Monday, November 30, 2026 (Central Standard Time)"). */
  signedOn: string;
  cancelByDate: string;
  business: Business;
  /** A local demonstration (decision 161): the contract says so first, and that it binds no one. */
  demo?: boolean;
  /** The business days to cancel: the longest of CROA's 3 and the person's state act's (decision 166). */
  cancellationBusinessDays: number;
  /** The person's state act's own text, printed as a section of the contract (null: none). */
  stateDisclosure: StateDisclosure | null;
}

export interface ContractSection {
  title: string;
  paragraphs: string[];
}

/** 1679d(b)(1): the terms and conditions of payment, including the total of all payments. */
function paymentTerms(terms: ContractTerms): string[] {
  const days = terms.cancellationBusinessDays;
  const plan = planFor(terms.planType, terms.discount);
  const monthly = planFor('monthly', terms.discount);
  if (terms.discount === 100) {
    return [
      'Free first month: you pay nothing for the first month of service and no payment card is taken.',
      'At the end of the free month the service stops unless you choose a paid plan; you are never charged without choosing one.',
      'Total of all payments under this contract: $0.00.',
    ];
  }
  if (terms.planType === 'monthly') {
    const estimate = monthly.finalPriceCents * ESTIMATED_SERVICE_MONTHS;
    return [
      `Price: ${formatUsd(plan.finalPriceCents)} for each month of service${terms.discount ? ` (the regular ${formatUsd(plan.basePriceCents)} less ${terms.discount}%)` : ''}.`,
      `When you pay: never in advance. Each month is charged after it has been performed, at the end of that month of service. Nothing is charged within the ${days} business days you have to cancel.`,
      `Total of all payments: ${formatUsd(plan.finalPriceCents)} multiplied by the number of months of service you receive. For the estimated period of ${ESTIMATED_SERVICE_MONTHS} months the total is ${formatUsd(estimate)}. There are no other fees.`,
      'The subscription renews each month until you cancel. Cancelling stops all future charges; a month of service already performed is charged, a month not yet completed is not.',
    ];
  }
  return [
    `Price: ${formatUsd(plan.finalPriceCents)} for each year of service${terms.discount ? ` (the regular ${formatUsd(plan.basePriceCents)} less ${terms.discount}%)` : ''}, ${formatUsd(plan.savingsCents)} less than twelve monthly payments.`,
    `When you pay: never in advance. Each year is charged once, after it has been performed, at the end of that year of service. Nothing is charged within the ${days} business days you have to cancel.`,
    `Total of all payments: ${formatUsd(plan.finalPriceCents)} for each completed year of service you receive. For the estimated period of ${ESTIMATED_SERVICE_MONTHS} months (less than one year) the total is $0.00 if you cancel before the year is complete, and ${formatUsd(plan.finalPriceCents)} if you keep the service for the whole year. There are no other fees.`,
    'The subscription renews each year until you cancel. Cancelling stops all future charges; a year not yet completed is not charged.',
  ];
}

export const DEMO_CONTRACT_TITLE = 'Demonstration only';
export const DEMO_CONTRACT_TEXT =
  'This is a demonstration of the contract on a local server that is not run by a business. Signing it binds no one: nothing is charged, no letter is mailed by a business, and the names and addresses below are not those of a real credit repair organization.';

/** The written contract (1679d(b)) as sections; the signature block and the notice of cancellation follow it. */
export function contractSections(terms: ContractTerms): ContractSection[] {
  const { business, cancellationBusinessDays: days } = terms;
  return [
    ...(terms.demo ? [{ title: DEMO_CONTRACT_TITLE, paragraphs: [DEMO_CONTRACT_TEXT] }] : []),
    {
      title: 'Parties',
      paragraphs: [
        `This contract is between you and ${business.name}, a credit repair organization, whose principal business address is ${business.address}. Email: ${business.email}.`,
      ],
    },
    { title: 'Terms and conditions of payment', paragraphs: paymentTerms(terms) },
    {
      title: 'Services we will perform',
      paragraphs: [
        `Software that you use yourself, online, from the first business day after your ${days} business days to cancel: a step-by-step repair plan and advice on what to dispute; dispute letters prepared from templates for the items you choose, for you to review, edit and sign; at your request, mailing a letter you have approved by certified mail; rounds of follow-up letters; a calendar of deadlines with reminders; the assistant's advice on what to dispute; and tracking of the bureaus' responses and of your scores between the reports you upload.`,
        "Not part of this contract, and free with or without it: reading the credit reports you upload and explaining what they show (accounts, scores, items that may be inaccurate, incomplete, outdated or unverifiable, and the law that applies to each), including the assistant's answers that explain them. Letters you signed and disputes you mailed stay yours to read and download after this contract ends.",
        'You decide what to dispute. We do not dispute information that is accurate, we do not contact the credit bureaus or creditors in your name except to mail a letter you approved, and we do not give legal advice.',
        'Guarantees of performance: none. We do not promise the removal of any item, any change in your credit score, or approval for credit. Credit bureaus and creditors decide disputes themselves.',
      ],
    },
    {
      title: 'Estimated period of performance',
      paragraphs: [
        `We estimate that the services take about ${ESTIMATED_SERVICE_MONTHS} months: credit bureaus have 30 days (45 in some cases) to investigate each dispute, and most people send two to four rounds of letters. No service under this contract starts before your ${days} business days to cancel have passed.`,
      ],
    },
    {
      title: 'Your right to cancel',
      paragraphs: [
        `You may cancel in the app (Settings, Subscription, "Cancel"), by email to ${business.email}, or by mailing or delivering the notice of cancellation below to ${business.name}, ${business.address}. If you cancel within ${days} business days, nothing is charged and nothing is mailed for you. After that you may still cancel at any time, and no further charges are made.`,
      ],
    },
    ...(terms.stateDisclosure ? [{ title: terms.stateDisclosure.title, paragraphs: [terms.stateDisclosure.text] }] : []),
  ];
}

/**
 * 15 U.S.C. 1679e(b), with the organization's name, address and the date filled in. With CROA's 3 days the
 * statute's words; a longer state period (decision 166) is named as business days in the same sentence.
 */
export function noticeOfCancellation(business: Business, cancelByDate: string, businessDays: number): { title: string; paragraphs: string[] } {
  const period = businessDays === CROA_CANCELLATION_BUSINESS_DAYS ? '3rd day' : `${ordinalDay(businessDays)} business day`;
  return {
    title: 'Notice of Cancellation',
    paragraphs: [
      `You may cancel this contract, without any penalty or obligation, at any time before midnight of the ${period} which begins after the date the contract is signed by you.`,
      `To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice to ${business.name} at ${business.address} before midnight on ${cancelByDate}.`,
      'I hereby cancel this transaction,',
      '(Date) ______________________________',
      "(Purchaser's signature) ______________________________",
    ],
  };
}

export const CONTRACT_TITLE = 'Credit Repair Services Contract';
