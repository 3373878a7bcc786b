import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../../extract/types';
import { account, collection } from '../../detect/testing/factory';
import { DOFD_NOT_SHOWN, notShownOf, printedFieldsOf, showsDelinquencyDate } from './printed-fields';

const doc = (...lines: string[]): ExtractedDocument => ({
  source: 'pdf-text',
  pages: [
    { number: 1, width: 612, height: 792, lines: lines.map((text, i) => ({ text, y: i * 12, size: 10, items: [{ text, x: 0, width: text.length * 5 }] })) },
  ],
});

describe('printedFieldsOf', () => {
  it('finds a DOFD label at a line start, after a wide gap and in a cell', () => {
    expect(printedFieldsOf(doc('Date of 1st Delinquency: 03/2021'), []).dateOfFirstDelinquency).toBe(true);
    expect(printedFieldsOf(doc('Balance: $0          Date of First Delinquency   -'), []).dateOfFirstDelinquency).toBe(true);
    expect(printedFieldsOf(doc('Owner | Individual | Delinquent Since | 04/2022'), []).dateOfFirstDelinquency).toBe(true);
  });
  it('finds the removal date as a label and as prose', () => {
    expect(printedFieldsOf(doc('Estimated month and year this item will be removed   12/2031'), []).removalDate).toBe(true);
    expect(printedFieldsOf(doc('Status Details: This account is scheduled to continue on record until Apr 2022.'), []).removalDate).toBe(true);
    expect(printedFieldsOf(doc('Scheduled to remain on file until: 06/2030'), []).removalDate).toBe(true);
  });
  it('does not take legends, summaries or prose about delinquency for the field', () => {
    const printed = printedFieldsOf(
      doc(
        'Adverse information typically remains on your credit file for up to 7 years from the date of the delinquency.',
        'Delinquent:          1          0          2',
        'Payment Status:      Collection/Chargeoff     Collection/Chargeoff',
      ),
      [],
    );
    expect(printed).toEqual({ dateOfFirstDelinquency: false, removalDate: false });
  });
  it('counts a value read from the page', () => {
    expect(printedFieldsOf(doc('nothing'), [collection({ dateOfFirstDelinquency: '2021-02', dofdSource: 'printed' })]).dateOfFirstDelinquency).toBe(true);
    expect(printedFieldsOf(doc('nothing'), [collection({ removalDate: '2028-02' })]).removalDate).toBe(true);
  });
});

describe('notShownOf', () => {
  const none = { dateOfFirstDelinquency: false, removalDate: false };
  it('says once, for a print without the date that has collections or charge-offs, how to see it', () => {
    expect(notShownOf(none, [collection(), collection({ creditor: 'OTHER' })])).toEqual([DOFD_NOT_SHOWN]);
    expect(DOFD_NOT_SHOWN).toMatch(/bureau’s own report/);
  });
  it('says nothing when nothing needs the date, or the print shows it', () => {
    expect(notShownOf(none, [account({ status: 'Pays as agreed' })])).toEqual([]);
    expect(notShownOf({ dateOfFirstDelinquency: true, removalDate: false }, [collection()])).toEqual([]);
  });
  it('counts a report read before the field existed as showing it', () => {
    expect(showsDelinquencyDate(undefined)).toBe(true);
  });
});
