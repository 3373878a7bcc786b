/**
 * What a print shows at all (issue 25, docs/decisions/186): a rule that needs a field the document never prints
 * (the date of first delinquency on 3-bureau monitoring prints) cannot say the field is missing from the person's
 * file, only that this print does not show it. The document's own lines decide, not the layout's name, so a layout
 * never seen is judged the same way.
 */
import type { ExtractedDocument } from '../../extract/types';
import type { Account, PrintedFields } from '../../model';
import { isChargeOff, isCollection } from '../../detect/common/accounts';
import { labelAt, type FieldKey } from './labels';

/** The removal date in prose (F3 "scheduled to continue on record until", plain-text tradelines "remain on file until"). */
const REMOVAL_PROSE =
  /(?:continue|remain)\s+on\s+(?:record|file|(?:your\s+)?report)\s+until|scheduled\s+to\s+be\s+removed|will\s+be\s+removed\s+(?:in|on|by)\b/i;

/** Labels of a line: at its start, after a wide gap, after a cell bar. */
function labelsOf(line: string): FieldKey[] {
  const keys: FieldKey[] = [];
  for (const part of line.split(/\s{2,}|\s*\|\s*|\t/)) {
    const found = labelAt(part.trim());
    if (found && !found.weak) keys.push(found.key);
  }
  return keys;
}

/** Whether the document prints a DOFD or a removal date anywhere (a label, the removal prose, or a value read). */
export function printedFieldsOf(doc: ExtractedDocument, accounts: Account[]): PrintedFields {
  let dofd = accounts.some((a) => a.dofdSource === 'printed' || (a.dateOfFirstDelinquency !== null && a.dofdSource !== 'removal_date'));
  let removal = accounts.some((a) => a.removalDate !== null);
  for (const page of doc.pages) {
    for (const line of page.lines) {
      if (dofd && removal) return { dateOfFirstDelinquency: dofd, removalDate: removal };
      const keys = labelsOf(line.text);
      if (keys.includes('dofd')) dofd = true;
      if (keys.includes('removalDate') || REMOVAL_PROSE.test(line.text)) removal = true;
    }
  }
  return { dateOfFirstDelinquency: dofd, removalDate: removal };
}

/** True unless the report says it prints neither a DOFD nor a removal date (reports read before issue 25 say nothing). */
export function showsDelinquencyDate(printed: PrintedFields | undefined): boolean {
  return !printed || printed.dateOfFirstDelinquency || printed.removalDate;
}

export const DOFD_NOT_SHOWN =
  'This print does not show the date of first delinquency of its collections and charged-off accounts, the date their 7 years on your report are counted from. ' +
  'That is a limit of this print, not an error in your credit file. To see it, get the bureau’s own report (free at annualcreditreport.com): ' +
  'it prints that date, or the month the item will be removed (7 years after it).';

/** The sentences, once per report, for what the print does not show and where to see it. */
export function notShownOf(printed: PrintedFields, accounts: Account[]): string[] {
  const needsDofd = accounts.some((a) => isCollection(a) || isChargeOff(a));
  return needsDofd && !showsDelinquencyDate(printed) ? [DOFD_NOT_SHOWN] : [];
}
