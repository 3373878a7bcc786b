// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../../../common/analysis';
import { row } from '../../credit-report/test-support';
import { PartialReadingNote } from './PartialReadingNote';

function withReport(report: Partial<NonNullable<AnalysisDto['raw_data']>['report']>, added = 0): AnalysisDto {
  const a = row({});
  return {
    ...a,
    raw_data: { ...a.raw_data!, report: { ...a.raw_data!.report, ...report }, ...(added ? { review: { added } as never } : {}) },
  };
}

const short = {
  warnings: ['We read 3 of the 19 accounts this report lists.'],
  coverage: { accountsRead: 3, accountsListed: 19, inquiriesRead: 0, inquiriesListed: null },
};

afterEach(cleanup);

describe('PartialReadingNote (every derived figure says the reading is partial)', () => {
  it("states the engine's sentences and that the figures count only what was read", () => {
    render(<PartialReadingNote analysis={withReport(short)} />);
    expect(screen.getByTestId('partial-reading').textContent).toBe(
      'Partial reading. We read 3 of the 19 accounts this report lists. The figures here count only what was read.',
    );
  });

  it('says nothing for a complete reading, a running analysis or none', () => {
    const { container } = render(
      <>
        <PartialReadingNote
          analysis={withReport({ warnings: [], coverage: { accountsRead: 19, accountsListed: 19, inquiriesRead: 0, inquiriesListed: null } })}
        />
        <PartialReadingNote analysis={{ ...withReport(short), analysis_status: 'processing' }} />
        <PartialReadingNote analysis={null} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('goes away once the person added the accounts that were missed', () => {
    const { container } = render(<PartialReadingNote analysis={withReport(short, 16)} />);
    expect(container.textContent).toBe('');
  });
});
