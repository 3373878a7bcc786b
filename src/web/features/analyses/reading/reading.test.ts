import { describe, expect, it } from 'vitest';
import type { AnalysisDto, CreditReport } from '../../../../common/analysis';
import { readingIssues, reviewPath } from './reading';

function analysis(report: Partial<CreditReport>, added = 0): Pick<AnalysisDto, 'analysis_status' | 'raw_data'> {
  const full: CreditReport = {
    bureau: 'experian',
    reportDate: '2026-07-05',
    score: null,
    consumer: { name: null, addresses: [] },
    accounts: [],
    inquiries: [],
    publicRecords: [],
    reportDateSource: 'printed',
    coverage: { accountsRead: 17, accountsListed: 19, inquiriesRead: 2, inquiriesListed: null },
    warnings: [],
    ...report,
  };
  const review = added ? { not_mine: [], accurate: [], added, corrected_fields: 0, updated_at: '' } : undefined;
  return { analysis_status: 'completed', raw_data: { report: full, ...(review ? { review } : {}) } as AnalysisDto['raw_data'] };
}

const SHORT = 'We read 17 of the 19 accounts this report lists.';

describe('readingIssues', () => {
  it('has nothing to say about a report read completely with its date printed', () => {
    expect(readingIssues(analysis({ coverage: { accountsRead: 19, accountsListed: 19, inquiriesRead: 0, inquiriesListed: null } }))).toBeNull();
    expect(readingIssues({ analysis_status: 'processing', raw_data: null })).toBeNull();
  });

  it("shows the engine's warnings until the person's added accounts fill the gap", () => {
    expect(readingIssues(analysis({ warnings: [SHORT, 'Page 3 could not be read.'] }))?.warnings).toEqual([SHORT, 'Page 3 could not be read.']);
    expect(readingIssues(analysis({ warnings: [SHORT, 'Page 3 could not be read.'] }, 1))?.warnings).toEqual([SHORT, 'Page 3 could not be read.']);
    expect(readingIssues(analysis({ warnings: [SHORT, 'Page 3 could not be read.'] }, 2))?.warnings).toEqual(['Page 3 could not be read.']);
    expect(readingIssues(analysis({ warnings: [SHORT] }, 2))).toBeNull();
  });

  it('says where the date came from when it was not printed, at the precision printed', () => {
    expect(readingIssues(analysis({ reportDate: '2025-11-03', reportDateSource: 'print_header' }))?.dateNote).toBe(
      'Report date not printed; using the date your browser printed on the page (Nov 3, 2025).',
    );
    expect(readingIssues(analysis({ reportDate: '2025-10', reportDateSource: 'last_reported' }))?.dateNote).toBe(
      'Report date not printed; using the latest date an account was reported (Oct 2025).',
    );
    expect(readingIssues(analysis({ reportDate: null, reportDateSource: null }))?.dateNote).toMatch(/^Report date not printed or found/);
  });

  it('leaves rows read before coverage was counted alone', () => {
    const old = analysis({});
    const report = old.raw_data!.report as Partial<CreditReport>;
    delete report.coverage;
    delete report.warnings;
    delete report.reportDateSource;
    expect(readingIssues(old)).toBeNull();
  });

  it('opens the review of the analysis', () => {
    expect(reviewPath('an-1')).toBe('/credit-report?tab=details&id=an-1&detail=review');
  });
});
