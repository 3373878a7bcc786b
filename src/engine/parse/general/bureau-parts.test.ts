import { describe, expect, it } from 'vitest';
import { docFrom } from '../common/test-doc';
import { bureauOfHeading } from '../common/bureau-names';
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

  // decision 238: a compact print's headings carry the bureau's code and its score; its hard inquiries are one table
  it('splits at a heading with the bureau\'s own code in brackets and its score ("TRANSUNION (TUC) · Scr 778")', () => {
    const parts = bureauParts(
      docFrom([
        [
          ...section('TRANSUNION (TUC) · Scr 778', 'SILVERLINE AUTO'),
          ...section('EXPERIAN (EXP)', 'KESTREL AUTO'),
          ...section('EQUIFAX (EFX) | Score 702', 'OAK LOANS'),
        ],
      ]),
    );
    expect(parts?.map((p) => p.bureau)).toEqual(['transunion', 'experian', 'equifax']);
    // another bureau's code is no heading of this one
    expect(bureauOfHeading('TRANSUNION (EFX)')).toBeNull();
    expect(bureauOfHeading('Equifax (3)')).toBeNull();
    expect(bureauOfHeading('TransUnion · Scr 778')).toBe('transunion');
  });

  it('gives each part the rows of a closing inquiry table that name its bureau by code', () => {
    const table = [
      'Hard Inq (all bureaus)',
      'Dt            Creditor              Bureau',
      '09-20-2024    WESTLAKE BANK         TUC',
      '09-20-2024    WESTLAKE BANK         EFX',
      '08-19-2024    MARIGOLD AUTO         EXP',
    ];
    const parts = bureauParts(
      docFrom([
        [...section('TRANSUNION (TUC)', 'SILVERLINE AUTO'), ...section('EXPERIAN (EXP)', 'KESTREL AUTO'), ...section('EQUIFAX (EFX)', 'OAK LOANS'), ...table],
      ]),
    );
    const rows = (i: number) => parts![i]!.doc.pages.flatMap((p) => p.lines.map((l) => l.text)).filter((t) => /^\d{2}-/.test(t));
    expect(rows(0)).toEqual(['09-20-2024  WESTLAKE BANK  TUC']);
    expect(rows(1)).toEqual(['08-19-2024  MARIGOLD AUTO  EXP']);
    expect(rows(2)).toEqual(['09-20-2024  WESTLAKE BANK  EFX']);
    // codes outside a Bureau column name no bureau: the table stays with the last part, whole
    const plain = ['Hard Inq', 'Dt            Creditor', '09-20-2024    WESTLAKE BANK         TUC', '08-19-2024    MARIGOLD AUTO         EXP'];
    const kept = bureauParts(docFrom([[...section('TRANSUNION (TUC)', 'SILVERLINE AUTO'), ...section('EXPERIAN (EXP)', 'KESTREL AUTO'), ...plain]]));
    const keptRows = (i: number) => kept![i]!.doc.pages.flatMap((p) => p.lines.map((l) => l.text)).filter((t) => /^\d{2}-/.test(t));
    expect(keptRows(0)).toEqual([]);
    expect(keptRows(1)).toHaveLength(2);
  });
});
