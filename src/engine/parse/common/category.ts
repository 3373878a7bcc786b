import type { AccountCategory } from '../../model';
import type { SectionKind } from './sections';
import { spanishWordsInEnglish } from './spanish';

const RULES: Array<[AccountCategory, RegExp]> = [
  ['collection', /collection|debt\s+buyer|factoring/i],
  ['mortgage', /mortgage|real\s+estate|home\s+equity\s+loan|\bheloan\b|\bfha\b|\bva\s+(?:real|loan)|conventional\s+re|land\s+contract|residential/i],
  ['revolving', /revolving|credit\s+card|charge\s+(?:card|account)|line\s+of\s+credit|\bheloc\b|flexible\s+spending|store\s+card|\bcard\b/i],
  [
    'installment',
    /installment|auto|vehicle|student|education|personal\s+loan|secured\s+loan|unsecured\s+loan|\bloan\b|lease|boat|recreational|motorcycle|furniture|home\s+improvement|debt\s+consolidation|purchase\s+money/i,
  ],
];

const SECTION_CATEGORY: Partial<Record<SectionKind, AccountCategory>> = {
  collections: 'collection',
  mortgage: 'mortgage',
  revolving: 'revolving',
  installment: 'installment',
  otherAccounts: 'other',
};

/**
 * The broad class of an account, from its printed type(s) first, then its status (a "Collection
 * account" status), then the section it is printed in.
 */
export function inferCategory(input: {
  types: Array<string | null>;
  status?: string | null;
  section?: SectionKind;
  creditor?: string | null;
}): AccountCategory {
  const section = input.section ? SECTION_CATEGORY[input.section] : undefined;
  if (section === 'collection') return 'collection';
  const types = spanishWordsInEnglish(
    input.types
      .filter((t): t is string => Boolean(t))
      .join(' ')
      .toLowerCase(),
  );
  for (const [category, re] of RULES) if (types && re.test(types)) return category;
  if (
    input.status &&
    /\bcollection\s+account\b|placed\s+for\s+collection|^collection\b|in\s+collection/i.test(spanishWordsInEnglish(input.status.toLowerCase()))
  )
    return 'collection';
  if (section) return section;
  if (types && /open\s+account|utility|telecom|cellular|wireless|rental|medical|insurance/i.test(types)) return 'other';
  return 'other';
}

/**
 * Broad class from the printed type (and the section it was printed in, when there is one), as the Equifax
 * and merged parsers decide it. Its rules differ from inferCategory's; making them one is a change of output
 * (docs/decisions/153).
 */
export function categoryFor(type: string | null, section: AccountCategory | null = null, extra = ''): AccountCategory {
  const text = spanishWordsInEnglish(`${type ?? ''} ${extra}`.toLowerCase());
  if (section === 'collection' || /collection|debt buyer|factoring/.test(text)) return 'collection';
  if (section && section !== 'other') return section;
  if (/mortgage|real estate|home equity loan|heloc|\bfha\b|\bva\b loan|conventional/.test(text)) return 'mortgage';
  if (/revolving|credit card|charge card|line of credit|\bcard\b|open account/.test(text)) return 'revolving';
  if (/installment|auto|student|personal loan|secured loan|unsecured loan|\bloan\b|lease/.test(text)) return 'installment';
  return section ?? 'other';
}
