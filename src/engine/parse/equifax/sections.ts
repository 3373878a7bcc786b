/**
 * Equifax section headings. A heading is a line that, after dropping counts and "(continued)", is one of
 * the known section names — never a line that merely mentions them.
 */
import type { AccountCategory } from '../../model';
import type { DocLine } from '../common/doc-lines';

export type SectionKind =
  | { kind: 'accounts'; category: AccountCategory }
  | { kind: 'personal' }
  | { kind: 'public' }
  | { kind: 'inquiries'; inquiry: 'hard' | 'soft' }
  | { kind: 'other' };

const HEADINGS: [RegExp, SectionKind][] = [
  [/^(personal|consumer|identifying) (information|info|details)$|^identification$|^personal$/, { kind: 'personal' }],
  [/^revolving( credit)?( accounts?| lines?)?$|^credit cards?( accounts?)?$/, { kind: 'accounts', category: 'revolving' }],
  [/^mortgage( loans?| accounts?)?$|^real estate( loans?| accounts?)?$|^home (loans?|equity)( accounts?)?$/, { kind: 'accounts', category: 'mortgage' }],
  [/^installment( loans?| accounts?)?$|^(auto|student|personal) loans?( accounts?)?$/, { kind: 'accounts', category: 'installment' }],
  // "Credit Accounts" holds every kind of account: the printed type decides each one's category.
  [/^(other|open|charge|line of credit|lines of credit|miscellaneous)( accounts?)?$|^credit accounts$/, { kind: 'accounts', category: 'other' }],
  [/^collections?( accounts?)?$/, { kind: 'accounts', category: 'collection' }],
  [/^public records?( information)?$|^public information$/, { kind: 'public' }],
  [
    /^(hard|regular) (credit )?inquir(y|ies)$|^inquiries that (may|can|could) (impact|affect) your (credit )?(rating|score|standing)$|^inquir(y|ies)$|^credit inquiries$/,
    { kind: 'inquiries', inquiry: 'hard' },
  ],
  [
    /^(soft|promotional|account review|other) (credit )?inquir(y|ies)$|^inquiries that (do not|don t|will not|won t) (impact|affect) your (credit )?(rating|score|standing)$/,
    { kind: 'inquiries', inquiry: 'soft' },
  ],
  [
    /^(credit )?summary$|^account summary$|^consumer statements?$|^dispute (file )?information$|^contact information$|^employment( history| information)?$|^credit scores?$|^your credit score$|^alerts?$|^(fraud|active duty) alerts?$|^other (information|items)$|^negative information$|^report information$|^credit report$|^accounts$|^about (this|your) report$/,
    { kind: 'other' },
  ],
];

function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(?\s*continued\s*\)?/g, ' ')
    .replace(/\(\s*\d+\s*\)|\b\d+\s*(accounts?|items?|records?)?\s*$/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function sectionOf(line: DocLine): SectionKind | null {
  if (line.text.length > 80 || line.text.includes(':')) return null;
  const heading = normalizeHeading(line.text);
  if (!heading) return null;
  for (const [pattern, kind] of HEADINGS) if (pattern.test(heading)) return kind;
  return null;
}
