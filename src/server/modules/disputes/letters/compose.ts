import { BUREAU_LABELS } from '../../../../common/analysis';
import { joinWords } from '../../../../engine/detect/common/finding';
import { LAW_IDS, lawOf, provisionOf, type LawId } from '../../../../engine/plan/laws';
import { postalAddressSchema } from '../../../../common/postal-address';
import { addressLines } from './address-lines';
import { BUREAU_DISPUTE_ADDRESSES } from './bureau-addresses';
import { BASE_CITE, groundCites, groundOf, KIND_LAW, letterKindsFor, type Ground } from './rules';
import { checkRoundInput, isRoundKind, previousRoundLines, roundAsk, roundOpening, roundRequest, ROUND_SUBJECTS } from './next-round';
import type { LetterDocument } from '../../../../common/disputes/letters';
import type { PostalAddress } from '../../../../common/postal-address';
import type { Bureau, LetterInput, LetterItemInput, RoundLetterKind } from './types';
import { ASK, countWord, GROUND_SENTENCES } from './wording';

/** The input cannot make a letter; the message says what to fix. */
export class LetterInputError extends Error {
  override name = 'LetterInputError';
}

export const LETTER_LIMITS = { items: 30, statement: 1500, freeText: 3000, field: 200 } as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function isoParts(value: string, what: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parts = m ? ([Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number]) : null;
  if (!parts || parts[1] < 1 || parts[1] > 12 || parts[2] < 1 || parts[2] > new Date(Date.UTC(parts[0], parts[1], 0)).getUTCDate()) {
    throw new LetterInputError(`${what} must be a date like 2026-01-31.`);
  }
  return parts;
}

/** "November 24, 2026" */
export function formatLetterDate(iso: string): string {
  const [y, m, d] = isoParts(iso, 'The letter date');
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** At most the last 4 digits stay visible: "1234567890" → "XXXXXX7890", "123456XXXX" → "XX3456XXXX". */
export function maskAccountNumber(value: string): string {
  const digits = [...value].filter((c) => /\d/.test(c)).length;
  let hide = Math.max(0, digits - 4);
  return [...value.trim()].map((c) => (/\d/.test(c) && hide-- > 0 ? 'X' : c)).join('');
}

function text(value: string, what: string, max: number = LETTER_LIMITS.field): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (!clean) throw new LetterInputError(`${what} is empty.`);
  if (clean.length > max) throw new LetterInputError(`${what} is longer than ${max} characters.`);
  return clean;
}

/** Paragraph text the person wrote: line breaks kept, each line trimmed. */
function freeText(value: string, what: string): string {
  const clean = value
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!clean) throw new LetterInputError(`${what} is empty.`);
  if (clean.length > LETTER_LIMITS.freeText) throw new LetterInputError(`${what} is longer than ${LETTER_LIMITS.freeText} characters.`);
  return clean;
}

function cite(provision: string): string {
  if (!provisionOf(provision)) throw new Error(`not a provision of the law library: ${provision}`);
  return provision;
}

function citeList(cites: string[]): string {
  return `(${cites.map(cite).join('; ')})`;
}

interface ComposedItem {
  text: string;
  cites: string[];
}

/** The enclosures include an identity theft report: only then does the letter ask for a 605B block. */
function enclosesTheftReport(enclosures: string[]): boolean {
  return enclosures.some((e) => /identity theft report/i.test(e));
}

/** The person's own statement of why the item is inaccurate: every item of every letter needs one (issue 24). */
export const MISSING_STATEMENT = '[statement needed: why this item is inaccurate]';

function statementOf(item: LetterItemInput, creditor: string, draft: boolean): string {
  if (!item.personStatement?.trim()) {
    if (draft) return MISSING_STATEMENT;
    throw new LetterInputError(`Say in your own words why ${creditor} is inaccurate.`);
  }
  return text(item.personStatement, 'Your statement', LETTER_LIMITS.statement);
}

function headLines(item: LetterItemInput): { creditor: string; lines: string[] } {
  const creditor = text(item.creditor, 'The creditor');
  const account = item.accountNumberMasked ? `, account ${maskAccountNumber(text(item.accountNumberMasked, 'The account number'))}` : '';
  return { creditor, lines: [`${creditor}${account}`] };
}

function composeItem(item: LetterItemInput, input: LetterInput, kind: 'bureau_dispute' | 'furnisher_dispute'): ComposedItem {
  const ground: Ground = groundOf(item);
  const laws = new Set(item.laws);
  for (const id of laws) {
    if (!(LAW_IDS as readonly string[]).includes(id)) throw new LetterInputError(`Unknown law "${id}" for item ${item.id}.`);
  }
  const cites = [BASE_CITE[kind], ...groundCites(ground, kind).filter((c) => laws.has(lawOf(c) ?? ''))];
  const blocked = kind === 'bureau_dispute' && ground === 'identity_theft' && enclosesTheftReport(input.enclosures);
  if (blocked) cites.unshift('FCRA 605B(a)');

  const { creditor, lines } = headLines(item);
  if (kind === 'furnisher_dispute' && item.bureaus.length > 0) {
    lines.push(`Reported to: ${joinWords(item.bureaus.map((b) => BUREAU_LABELS[b]))}.`);
  }
  if (item.reportedLine) lines.push(`The report shows: “${text(item.reportedLine, 'The reported line', LETTER_LIMITS.statement)}”`);
  lines.push(`Why it is inaccurate: ${statementOf(item, creditor, input.draft === true)}`);
  // The rule the ground rests on, and a reason the person confirmed beside a finding (their own claim).
  const basis = [GROUND_SENTENCES[ground]];
  if (item.findingCode && item.reason && item.reason !== 'other') basis.push(GROUND_SENTENCES[item.reason]);
  const rules = basis.filter((b): b is string => b !== null);
  if (rules.length > 0) lines.push(`Basis: ${rules.join(' ')}`);

  const asks = ASK[kind === 'bureau_dispute' ? 'bureau' : 'furnisher'];
  let ask: string;
  if (blocked) ask = 'Please block this information; my identity theft report is enclosed.';
  else if (item.request === 'delete') ask = asks.delete;
  else if (item.correction) ask = asks.correct.replace('{correction}', text(item.correction, 'The correction'));
  else ask = asks.correctUnspecified;
  lines.push(`Correction requested: ${ask} ${citeList(cites)}`);
  return { text: lines.join('\n'), cites };
}

/** An item of a next-round letter: the account, the round before (facts from the input), the person's words, the ask. */
function composeRoundItem(item: LetterItemInput, input: LetterInput, kind: RoundLetterKind): ComposedItem {
  const bureau = BUREAU_LABELS[(input.recipient as { bureau: Bureau }).bureau];
  const { creditor, lines } = headLines(item);
  if (item.reportedLine) lines.push(`The report shows: “${text(item.reportedLine, 'The reported line', LETTER_LIMITS.statement)}”`);
  lines.push(...previousRoundLines(kind, item.previous!, bureau, formatLetterDate));
  lines.push(`Why it is inaccurate: ${statementOf(item, creditor, input.draft === true)}`);
  const { ask, cites } = roundAsk(kind, item);
  lines.push(`Correction requested: ${ask} ${citeList(cites)}`);
  return { text: lines.join('\n'), cites };
}

function validAddress(address: PostalAddress, whose: string): PostalAddress {
  const parsed = postalAddressSchema.safeParse(address);
  if (!parsed.success) throw new LetterInputError(`${whose}: ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}

function senderBlock(input: LetterInput): string[] {
  const { consumer } = input;
  const block = [text(consumer.fullName, 'Your name'), ...addressLines(validAddress(consumer.address, 'Your mailing address'))];
  if (consumer.phone) {
    const phone = text(consumer.phone, 'Your phone number', 30);
    const digits = phone.replace(/\D/g, '').length;
    if (!/^\+?[\d ().-]+$/.test(phone) || digits < 10 || digits > 15) throw new LetterInputError('Enter the phone number with digits, like (555) 010-2030.');
    block.push(phone);
  }
  if (consumer.dateOfBirth) {
    const [y, m, d] = isoParts(consumer.dateOfBirth, 'The date of birth');
    block.push(`Date of birth: ${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`);
  }
  if (consumer.ssnLast4 !== undefined) {
    if (!/^\d{4}$/.test(consumer.ssnLast4)) throw new LetterInputError('Give only the last 4 digits of your Social Security number.');
    block.push(`Social Security number (last four digits): ${consumer.ssnLast4}`);
  }
  return block;
}

function recipientBlock(input: LetterInput): string[] {
  if ('bureau' in input.recipient) {
    const address = BUREAU_DISPUTE_ADDRESSES[input.recipient.bureau];
    return [address.name, ...address.lines];
  }
  const { name, address } = input.recipient.furnisher;
  return [text(name, 'The furnisher’s name'), ...addressLines(validAddress(address, 'The furnisher’s address'))];
}

function checkKind(input: LetterInput): void {
  const toBureau = 'bureau' in input.recipient;
  if (input.kind === 'furnisher_dispute' && toBureau) throw new LetterInputError('A direct dispute goes to the creditor or collector, not to a bureau.');
  if (input.kind !== 'furnisher_dispute' && !toBureau) throw new LetterInputError('This letter goes to a credit bureau.');
  if (input.kind === 'file_disclosure' && input.items.length > 0) throw new LetterInputError('A file-disclosure request lists no items.');
  if (input.kind !== 'file_disclosure' && input.items.length === 0) throw new LetterInputError('Choose at least one item to dispute.');
  if (input.items.length > LETTER_LIMITS.items) throw new LetterInputError(`A letter holds at most ${LETTER_LIMITS.items} items.`);
  if (isRoundKind(input.kind)) {
    checkRoundInput(input as LetterInput & { kind: RoundLetterKind }, (message) => {
      throw new LetterInputError(message);
    });
  }
  const itemKind = isRoundKind(input.kind) ? 'bureau_dispute' : input.kind;
  for (const item of input.items) {
    if (!letterKindsFor(item).includes(itemKind)) {
      throw new LetterInputError(`${item.creditor}: this is disputed with the credit bureau, not in a direct dispute to the furnisher.`);
    }
  }
  if (toBureau) {
    const bureau: Bureau = (input.recipient as { bureau: Bureau }).bureau;
    for (const item of input.items) {
      if (!item.bureaus.includes(bureau)) throw new LetterInputError(`${item.creditor} is not on your ${BUREAU_LABELS[bureau]} report.`);
    }
  }
  if (input.reportNumber !== undefined && !/^[A-Za-z0-9][A-Za-z0-9 -]{0,39}$/.test(input.reportNumber.trim())) {
    throw new LetterInputError('The report number has letters, digits and dashes only.');
  }
}

function opening(input: LetterInput): string {
  if (isRoundKind(input.kind)) return roundOpening(input.kind, input.items.length, BUREAU_LABELS[(input.recipient as { bureau: Bureau }).bureau]);
  const n = input.items.length;
  if (input.kind === 'file_disclosure') {
    const bureau = BUREAU_LABELS[(input.recipient as { bureau: Bureau }).bureau];
    return `I am writing to request a copy of my ${bureau} credit file.`;
  }
  const itemWords = n === 1 ? 'one item' : `${countWord(n)} items`;
  const asks = new Set(input.items.map((i) => i.request));
  const ask = asks.size === 2 ? 'deleted or corrected' : asks.has('delete') ? 'deleted' : 'corrected';
  const listed = `${n === 1 ? 'It is' : 'Each is'} listed below with what the report shows, why it is inaccurate and the correction I ask for.`;
  if (input.kind === 'furnisher_dispute') {
    return `I am writing directly to dispute ${itemWords} of information reported about me to the credit bureaus, and I ask that ${n === 1 ? 'it be' : 'they be'} ${ask}. ${listed}`;
  }
  const bureau = BUREAU_LABELS[(input.recipient as { bureau: Bureau }).bureau];
  return `I am writing to dispute ${itemWords} in my ${bureau} credit report, and I ask that ${n === 1 ? 'it be' : 'they be'} ${ask}. ${listed}`;
}

function requestParagraph(input: LetterInput): { text: string; cites: string[] } {
  const n = input.items.length;
  if (isRoundKind(input.kind)) return roundRequest(input.kind, n, citeList);
  if (input.kind === 'file_disclosure') {
    const cites = ['FCRA 609(a)(1)', 'FCRA 609(a)(2)', 'FCRA 609(a)(3)'];
    return {
      text:
        `Please send me all the information in my file at the time of this request ${citeList([cites[0]!])}, the sources of that information ${citeList([cites[1]!])}, ` +
        `and the name of each person who obtained my report in the last year, or two years for employment purposes ${citeList([cites[2]!])}.`,
      cites,
    };
  }
  if (input.kind === 'furnisher_dispute') {
    const cites = ['FCRA 623(a)(8)', '12 CFR 1022.43', 'FCRA 623(a)(3)'];
    return {
      text:
        `I am disputing this information directly with the company that furnishes it ${citeList(cites.slice(0, 2))}. Please investigate, review the information I have given, ` +
        `report the results to me and, if the information is inaccurate or incomplete, correct it at each credit bureau it is reported to. ` +
        `While this dispute is open, please report the information as disputed by me ${citeList([cites[2]!])}.`,
      cites,
    };
  }
  const cites = ['FCRA 611(a)(1)', 'FCRA 611(a)(6)', 'FCRA 611(a)(7)'];
  return {
    text:
      `Please reinvestigate ${n === 1 ? 'this item' : 'these items'} ${citeList([cites[0]!])} and delete or correct ${n === 1 ? 'it' : 'them'} as I ask above. ` +
      `Please send me the written results of the reinvestigation ${citeList([cites[1]!])}, and a description of the procedure used to reinvestigate, ` +
      `including the name, address and telephone number of each company contacted ${citeList([cites[2]!])}.`,
    cites,
  };
}

function closing(input: LetterInput): string {
  if (input.kind === 'file_disclosure') {
    return input.enclosures.length > 0
      ? 'Copies of documents that show my identity and address are enclosed. Please send the disclosure to the address above, and if a fee applies, tell me the amount before sending it.'
      : 'Please send the disclosure to the address above, and if a fee applies, tell me the amount before sending it.';
  }
  return 'Please send the results to me at the address above.';
}

/** The person's confirmation of the letter as a whole (issue 24), with its date; printed above the signature. */
export function attestationText(isoDate: string): string {
  return `I confirm that each statement in this letter is true to the best of my knowledge (confirmed on ${formatLetterDate(isoDate)}).`;
}

/** Builds the letter from its input alone (docs/decisions/053). Throws LetterInputError for input it cannot use. */
export function composeLetter(input: LetterInput): LetterDocument {
  checkKind(input);
  const date = formatLetterDate(input.date);
  const sender = senderBlock(input);
  const recipient = recipientBlock(input);
  const enclosures = input.enclosures.map((e) => text(e, 'An enclosure'));
  const kind = input.kind;

  const items =
    kind === 'file_disclosure'
      ? []
      : input.items.map((item, index) => ({
          number: index + 1,
          itemId: item.id,
          ...(isRoundKind(kind) ? composeRoundItem(item, input, kind) : composeItem(item, { ...input, enclosures }, kind)),
        }));
  const request = requestParagraph(input);
  const paragraphs = [
    { id: 'salutation', text: 'Dear Sir or Madam:', editable: false },
    { id: 'opening', text: input.freeText?.opening !== undefined ? freeText(input.freeText.opening, 'The opening') : opening(input), editable: true },
    { id: 'request', text: request.text, editable: false },
    { id: 'closing', text: input.freeText?.closing !== undefined ? freeText(input.freeText.closing, 'The closing') : closing(input), editable: true },
    ...(input.attestedOn && kind !== 'file_disclosure' ? [{ id: 'attestation', text: attestationText(input.attestedOn), editable: false }] : []),
  ];

  const subject = isRoundKind(kind)
    ? `${ROUND_SUBJECTS[kind]}${input.reportNumber ? `, report number ${input.reportNumber.trim()}` : ''}`
    : kind === 'file_disclosure'
      ? 'Request for disclosure of my credit file'
      : kind === 'furnisher_dispute'
        ? `Direct dispute of information reported about me`
        : `Dispute of inaccurate information in my credit report${input.reportNumber ? `, report number ${input.reportNumber.trim()}` : ''}`;

  const lawIds = new Set<LawId>([KIND_LAW[kind]]);
  for (const c of [...request.cites, ...items.flatMap((i) => i.cites)]) lawIds.add(lawOf(c)!);
  const citedLaws = LAW_IDS.filter((id) => lawIds.has(id));

  const doc: Omit<LetterDocument, 'plainText'> = {
    kind,
    date,
    senderBlock: sender,
    recipientBlock: recipient,
    subject,
    paragraphs,
    items: items.map(({ number, itemId, text: itemText }) => ({ number, itemId, text: itemText })),
    enclosures,
    citedLaws,
  };
  return { ...doc, plainText: letterText(doc) };
}

/** The closing words above the signature. */
export const SIGN_OFF = 'Sincerely,';

/** The whole letter as text, in the order the PDF prints it (items after the opening). */
export function letterText(doc: Omit<LetterDocument, 'plainText'>): string {
  const blocks: string[] = [doc.senderBlock.join('\n'), doc.date, doc.recipientBlock.join('\n'), `Re: ${doc.subject}`];
  for (const paragraph of doc.paragraphs) {
    blocks.push(paragraph.text);
    if (paragraph.id === 'opening') for (const item of doc.items) blocks.push(`${item.number}. ${item.text}`);
  }
  blocks.push(`${SIGN_OFF}\n\n\n${doc.senderBlock[0]}`);
  if (doc.enclosures.length > 0) blocks.push(`Enclosures:\n${doc.enclosures.map((e) => `- ${e}`).join('\n')}`);
  return blocks.join('\n\n');
}
