import { describe, expect, it } from 'vitest';
import { docFrom } from '../common/test-doc';
import { bureauParts } from './bureau-parts';

const section = (bureau: string, lender: string) => [bureau, 'Last updated Sep 6, 2025', 'Accounts', lender, 'Account number    896355******', 'Balance    $0'];

describe('a print of several bureaus one after another', () => {
  it('splits at each bureau name printed alone, the header going with every part', () => {
    const parts = bureauParts(docFrom([['Credit Karma · SAMPLE PERSON', ...section('TransUnion', 'SILVERLINE AUTO')], section('Equifax', 'KESTREL AUTO')]));
    expect(parts?.map((p) => p.bureau)).toEqual(['transunion', 'equifax']);
    const lines = (i: number) => parts![i]!.doc.pages.flatMap((p) => p.lines.map((l) => l.text));
    expect(lines(0)).toContain('SILVERLINE AUTO');
    expect(lines(0)).not.toContain('KESTREL AUTO');
    expect(lines(1)[0]).toBe('Credit Karma · SAMPLE PERSON');
    expect(lines(1)).toContain('KESTREL AUTO');
  });

  it('splits at headings that say "report" after the bureau\'s name ("Experian® report")', () => {
    const parts = bureauParts(
      docFrom([
        [...section('TransUnion® report', 'SILVERLINE AUTO'), ...section('Experian® report', 'KESTREL AUTO'), ...section('Equifax Credit Report', 'OAK LOANS')],
      ]),
    );
    expect(parts?.map((p) => p.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    expect(bureauParts(docFrom([['Your Experian report', ...section('TransUnion', 'A BANK')]]))).toBeNull();
  });

  it('is no split for one bureau, a bureau named twice apart, a column header or a short legend', () => {
    expect(bureauParts(docFrom([section('TransUnion', 'SILVERLINE AUTO')]))).toBeNull();
    expect(bureauParts(docFrom([[...section('TransUnion', 'A BANK'), ...section('Equifax', 'B BANK'), ...section('TransUnion', 'C BANK')]]))).toBeNull();
    expect(bureauParts(docFrom([['           TransUnion     Experian     Equifax', 'Balance:    $0    $0    $0']]))).toBeNull();
    expect(bureauParts(docFrom([['Scores', 'TransUnion', '720', 'Equifax', '715']]))).toBeNull();
  });
});
