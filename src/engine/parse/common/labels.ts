/**
 * Label synonyms: the many ways bureaus print the same field, mapped to one key. Matching ignores
 * case, spacing, a trailing colon and dots. Labels marked `weak` are ordinary words that can also be a
 * value ("Closed", "Open"): without a colon, the block reader takes them as a value where a value is
 * expected (under a label, or right after a label on the same line).
 */

export type FieldKey =
  | 'creditor'
  | 'accountNumber'
  | 'originalCreditor'
  | 'companySold'
  | 'accountType'
  | 'loanType'
  | 'responsibility'
  | 'status'
  | 'openClosed'
  | 'balance'
  | 'creditLimit'
  | 'highBalance'
  | 'originalAmount'
  | 'pastDue'
  | 'monthlyPayment'
  | 'lastPaymentAmount'
  | 'dateOpened'
  | 'dateClosed'
  | 'dateReported'
  | 'statusUpdated'
  | 'balanceUpdated'
  | 'lastPaymentDate'
  | 'dofd'
  | 'remarks'
  | 'terms'
  | 'paymentHistory'
  | 'removalDate'
  | 'address'
  | 'phone'
  | 'inquiryDate'
  | 'inquiryType'
  | 'permissiblePurpose'
  | 'recordType'
  | 'dateFiled'
  | 'dateResolved'
  | 'court'
  | 'reference'
  | 'amount'
  | 'name'
  | 'reportDate'
  | 'statement'
  | 'dateOfBirth'
  | 'ssn'
  | 'employer'
  | 'reportNumber';

interface Synonym {
  key: FieldKey;
  words: string;
  weak?: boolean;
}

const S = (key: FieldKey, list: string[], weakList: string[] = []): Synonym[] => [
  ...list.map((words) => ({ key, words })),
  ...weakList.map((words) => ({ key, words, weak: true })),
];

/**
 * The abbreviations compact prints use for the same fields ("Bal", "Hi Cr", "Pst Due", "Opnd", "Rptd"): clipped
 * forms of the labels above, none of them an English word, so a creditor's name or a value never reads as one (the
 * label must still be a whole word: "Balboa", "Opndx" are no labels). One row a field.
 */
const ABBREVIATED: Array<[FieldKey, string[]]> = [
  ['accountType', ['typ', 'acct typ']],
  ['responsibility', ['resp', 'ecoa cd']],
  ['status', ['pay stat', 'pmt stat', 'acct stat', 'stat']],
  ['balance', ['bal', 'cur bal', 'curr bal']],
  ['creditLimit', ['cr lim', 'cr limit', 'cred lim']],
  ['highBalance', ['hi cr', 'hi credit', 'high cr', 'hi bal']],
  ['pastDue', ['pst due', 'amt past due', 'amt pst due']],
  ['monthlyPayment', ['mo pmt', 'mthly pmt', 'monthly pmt', 'sched pmt']],
  ['dateOpened', ['opnd', 'dt opnd', 'dt opened', 'date opnd']],
  ['dateClosed', ['clsd', 'dt clsd', 'dt closed', 'date clsd']],
  ['dateReported', ['rptd', 'dt rptd', 'dt reported', 'date rptd']],
  ['lastPaymentDate', ['lst pmt', 'last pmt', 'dt lst pmt', 'dt last pmt', 'last pmt dt']],
  ['originalCreditor', ['orig cr', 'orig cred']],
  ['remarks', ['rmks', 'rmk']],
  ['dateFiled', ['fld', 'dt fld', 'dt filed', 'date fld']],
  ['court', ['crt']],
  ['amount', ['amt']],
  ['reportDate', ['rpt dt', 'rpt date']],
  ['inquiryDate', ['dt', 'inq dt']],
];

const SYNONYMS: Synonym[] = [
  ...S(
    'creditor',
    [
      'account name',
      'creditor name',
      'company name',
      'subscriber name',
      'furnisher name',
      'furnisher',
      'agency name',
      'collection agency name',
      'collector name',
    ],
    ['creditor', 'lender', 'company'],
  ),
  ...S(
    'accountNumber',
    ['account number', 'account no', 'account #', 'acct number', 'acct no', 'acct #', 'account num', 'acct num', 'account id'],
    ['account', 'acct', 'number'],
  ),
  ...S('originalCreditor', [
    'original creditor',
    'original creditor name',
    'orig creditor',
    'orig. creditor',
    'original lender',
    'originally owed to',
    'original owner',
    'original furnisher',
    'sold by',
    'placed by',
  ]),
  ...S('companySold', ['company sold', 'company sold to', 'debt sold to', 'account sold to'], ['sold to', 'transferred to', 'purchased by']),
  ...S('accountType', ['account type', 'type of account', 'acct type', 'account kind', 'type', 'kind', 'product type', 'account category'], []),
  ...S('loanType', [
    'loan type',
    'type of loan',
    'credit type',
    'type of credit',
    'account type detail',
    'account type - detail',
    'loan kind',
    'kind of loan',
    'account detail',
  ]),
  ...S(
    'responsibility',
    [
      'responsibility',
      'account ownership',
      'ownership',
      'individual/joint',
      'whose account',
      'ecoa',
      'account designator',
      'account owner',
      'account holder',
      'liability type',
      'bureau code',
    ],
    ['owner', 'borrower'],
  ),
  ...S(
    'status',
    [
      'status',
      'pay status',
      'payment status',
      'account status',
      'current status',
      'current rating',
      'account condition',
      'current payment status',
      'disposition',
      'status detail',
      'rating',
      'manner of payment',
    ],
    ['condition'],
  ),
  ...S('openClosed', ['open/closed', 'open or closed', 'open / closed']),
  ...S('balance', [
    'balance',
    'account balance',
    'current balance',
    'recent balance',
    'balance owed',
    'amount owed',
    'reported balance',
    'balance amount',
    'current amount owed',
    'unpaid balance',
    'outstanding balance',
    'balance due',
  ]),
  ...S(
    'creditLimit',
    [
      'credit limit',
      'credit limit/original amount',
      'credit limit/original balance',
      'limit',
      'credit line',
      'credit limit amount',
      'line of credit',
      'credit line amount',
      'approved limit',
    ],
    [],
  ),
  ...S('highBalance', [
    'high balance',
    'highest balance',
    'high credit',
    'highest credit',
    'high credit amount',
    'maximum balance',
    'highest balance amount',
    'highest balance owed',
    'max balance',
  ]),
  ...S('originalAmount', [
    'original amount',
    'original loan amount',
    'loan amount',
    'original balance',
    'amount financed',
    'original debt amount',
    'amount placed',
    'original amount owed',
  ]),
  ...S('pastDue', [
    'past due',
    'amount past due',
    'past due amount',
    'past-due amount',
    'amount past-due',
    'past due balance',
    'past-due',
    'amount overdue',
    'overdue amount',
    'amount delinquent',
  ]),
  ...S(
    'monthlyPayment',
    [
      'monthly payment',
      'scheduled payment',
      'scheduled monthly payment',
      'payment amount',
      'monthly payment amount',
      'minimum payment',
      'scheduled payment amount',
      'payment due',
      'monthly amount',
      'required payment',
    ],
    ['payment'],
  ),
  ...S('lastPaymentAmount', ['actual payment amount', 'last payment amount', 'amount of last payment', 'recent payment amount', 'recent payment']),
  ...S(
    'dateOpened',
    ['date opened', 'open date', 'opened on', 'date open', 'opening date', 'account opened', 'date account opened', 'opened date'],
    ['opened'],
  ),
  ...S('dateClosed', ['date closed', 'closed date', 'closed on', 'date account closed', 'close date', 'date of closing'], ['closed']),
  ...S(
    'dateReported',
    [
      'date reported',
      'last reported',
      'date updated',
      'last updated',
      'reported on',
      'as of date',
      'date verified',
      'last verified',
      'reported date',
      'last reported on',
      'updated on',
      'date last reported',
      'information updated',
      'last update',
    ],
    ['reported', 'updated'],
  ),
  ...S('statusUpdated', ['status updated', 'status as of', 'status updated on', 'status update', 'date of status', 'status date']),
  ...S('balanceUpdated', ['balance updated', 'balance date', 'balance as of', 'balance updated on']),
  ...S('lastPaymentDate', [
    'date of last payment',
    'last payment',
    'last payment date',
    'last payment made',
    'date last paid',
    'last paid',
    'last activity',
    'date of last activity',
    'most recent payment',
    'date last payment',
    'date last active',
    'recent payment date',
    'last payment on',
  ]),
  ...S('dofd', [
    'date of first delinquency',
    'date of 1st delinquency',
    'first delinquency',
    'first delinquency date',
    'date first delinquent',
    'first date of delinquency',
    'dofd',
    'date of first delinquent',
    'delinquency first reported',
    'first reported delinquency',
    'date of first default',
    'original delinquency date',
    'first delinquent on',
    'delinquency date',
    'date of original delinquency',
    'initial delinquency date',
    'first delinquent',
    'delinquent since',
    '1st delinquency',
    'date of delinquency',
  ]),
  ...S('remarks', [
    'remarks',
    'remark',
    'comment',
    'comments',
    'narrative',
    'narrative code',
    'narrative codes',
    'narrative code(s)',
    'additional information',
    'account remarks',
    'remark code',
    'special comment',
    'compliance condition',
    'creditor remarks',
    'creditor comments',
    'notes',
    'note',
    'account comments',
    'creditor remark',
    'comment code',
    'status details',
  ]),
  ...S('terms', ['terms', 'term', 'payment terms', 'term duration', 'terms frequency', 'repayment terms']),
  ...S('paymentHistory', [
    'payment history',
    'payment pattern',
    'payment history grid',
    'rating history',
    '24-month payment history',
    '24 month payment history',
    'payment status history',
    'historical status',
    'payment record',
    'two-year payment history',
    'payment rating history',
    'account history',
    '24-month history',
    'monthly payment history',
    'payment performance',
  ]),
  ...S('removalDate', [
    'estimated month and year this item will be removed',
    'on record until',
    'estimated removal date',
    'scheduled to continue on record until',
    'removal date',
    'will remain until',
    'estimated date of removal',
  ]),
  ...S('address', [
    'address',
    'addresses',
    'current address',
    'previous address',
    'previous addresses',
    'other addresses',
    'mailing address',
    'creditor address',
    'address identification number',
  ]),
  ...S('phone', ['phone', 'phone number', 'telephone', 'telephone number', 'creditor phone']),
  ...S(
    'inquiryDate',
    [
      'date of inquiry',
      'inquiry date',
      'inquired on',
      'requested on',
      'date of request',
      'request date',
      'inquiry dates',
      'date requested',
      'date(s) of inquiry',
      'inquiry made on',
      'date of inquiries',
      'viewed on',
      'pulled on',
      'date',
      'dates',
    ],
    [],
  ),
  ...S('inquiryType', ['inquiry type', 'type of inquiry']),
  ...S('permissiblePurpose', ['permissible purpose', 'purpose']),
  ...S('recordType', ['record type', 'type of record', 'public record type', 'classification', 'record kind', 'filing type'], []),
  ...S('dateFiled', ['date filed', 'filing date', 'filed on', 'date of filing', 'date filed/reported', 'filed date'], ['filed']),
  ...S('dateResolved', ['date resolved', 'date satisfied', 'date discharged', 'date released', 'resolution date', 'date paid', 'satisfied on'], ['resolved']),
  ...S('court', ['court', 'court name', 'court/agency', 'filed in', 'court location', 'plaintiff'], ['agency']),
  ...S('reference', [
    'reference',
    'reference number',
    'reference #',
    'docket',
    'docket number',
    'docket #',
    'case number',
    'case #',
    'book/page',
    'id number',
    'case no',
    'docket no',
    'reference no',
    'case id',
    'filing number',
  ]),
  ...S(
    'amount',
    ['liability amount', 'liability', 'claim amount', 'amount owed on judgment', 'asset amount', 'judgment amount', 'lien amount', 'exempt amount', 'amount'],
    [],
  ),
  ...S(
    'name',
    [
      'consumer name',
      'name',
      'names',
      'name reported',
      'also known as',
      'aka',
      'other names',
      'name variations',
      'report for',
      'prepared for',
      'report prepared for',
      'full name',
      'your name',
      'names reported',
    ],
    ['consumer'],
  ),
  ...S(
    'reportDate',
    [
      'report date',
      'date of report',
      'date generated',
      'generated on',
      'report generated',
      'date of this report',
      'created on',
      'date created',
      'prepared on',
      'report generated on',
      'date issued',
      'issued on',
      'date prepared',
      'report created',
      'credit report date',
      'date pulled',
      'run date',
      'report run date',
      'date of disclosure',
    ],
    ['as of'],
  ),
  ...S('statement', ['personal statement', 'consumer statement', 'your statement', 'statement']),
  ...S('dateOfBirth', ['date of birth', 'year of birth', 'birth date', 'dob']),
  ...S('ssn', ['social security number', 'ssn', 'social security #', 'social security']),
  ...S('employer', ['employer', 'employers', 'employer name', 'employment', 'employer information']),
  ...S('reportNumber', ['report number', 'file number', 'confirmation number', 'report #', 'file #', 'report id']),
  ...ABBREVIATED.flatMap(([key, list]) => S(key, list)),
];

/** Normalises label text for lookup: lower case, no dots, no trailing colon, single spaces. */
export function normaliseLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/\.(?=\s|$)/g, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_WORDS = new Map<string, Synonym>();
for (const syn of SYNONYMS) {
  const key = normaliseLabel(syn.words);
  if (!BY_WORDS.has(key)) BY_WORDS.set(key, syn);
}

/** Longest synonyms first so "date of first delinquency" wins over "date". */
const SORTED = [...BY_WORDS.keys()].sort((a, b) => b.length - a.length);

export interface LabelMatch {
  key: FieldKey;
  /** The label as printed. */
  label: string;
  /** Characters of the input the label (and its colon) used. */
  length: number;
  colon: boolean;
  /** An ordinary word that may be a value when printed without a colon. */
  weak: boolean;
}

function escapeRe(s: string): string {
  return s
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\//g, '\\s*/\\s*')
    .replace(/ /g, '\\.?\\s+');
}

const LABEL_RES = SORTED.map((words) => ({
  syn: BY_WORDS.get(words)!,
  re: new RegExp(`^(${escapeRe(words)})\\.?(\\s*[:：])?`, 'i'),
}));

/** OCR reads some letters of a word as digits ("Ba1ance", "Date 0pened"); read them back as letters. */
function lettersFromOcr(text: string): string {
  return text.replace(/[A-Za-z]*[015|][A-Za-z]+|[A-Za-z]+[015|][A-Za-z]*/g, (word) => word.replace(/0/g, 'o').replace(/[1|]/g, 'l').replace(/5/g, 's'));
}

/** The known label at the start of a text, if any, longest first (tolerating OCR digit-for-letter swaps). */
export function labelAt(text: string): LabelMatch | null {
  const cached = LABEL_CACHE.get(text);
  if (cached !== undefined) return cached;
  if (LABEL_CACHE.size > 20_000) LABEL_CACHE.clear();
  const found = findLabelAt(text);
  LABEL_CACHE.set(text, found);
  return found;
}

/** Label lookups repeat for every line of every page; results depend on the text alone. */
const LABEL_CACHE = new Map<string, LabelMatch | null>();

function findLabelAt(text: string): LabelMatch | null {
  const exact = exactLabelAt(text);
  const repaired = lettersFromOcr(text);
  if (repaired === text) return exact;
  const fixed = exactLabelAt(repaired);
  return fixed && (!exact || fixed.length > exact.length) ? fixed : exact;
}

function exactLabelAt(text: string): LabelMatch | null {
  for (const { syn, re } of LABEL_RES) {
    const m = re.exec(text);
    if (!m) continue;
    const next = text.charAt(m[0].length);
    const colon = Boolean(m[2]);
    // The label must end at a word boundary.
    if (!colon && next !== '' && /[\w#]/.test(next)) continue;
    return { key: syn.key, label: m[1]!, length: m[0].length, colon, weak: Boolean(syn.weak) && !colon };
  }
  return null;
}

/** The currency an amount's label names after it ("Balance (USD)", "Credit limit ($)"): the label's unit, no word of its own. */
const CURRENCY_UNIT = /\s*\((?:usd|us\$|\$)\)$/i;

/** The field key for a complete label text ("Date Opened", "Open date:", "Balance (USD)"), else null. */
export function labelKey(text: string): FieldKey | null {
  const label = text.trim().replace(CURRENCY_UNIT, '');
  const m = labelAt(label);
  return m && m.length >= label.length ? m.key : null;
}
