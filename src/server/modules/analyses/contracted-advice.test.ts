import { describe, expect, it } from 'vitest';
import type { AnalysisDto } from '../../../common/analysis';
import { CONTRACTED_ADVICE_KEYS, presentAdvice, withholdAdvice } from './contracted-advice';

const raw = {
  negative_items: [],
  findings: [],
  recommendations: [{ account_name: 'CREDITOR A' }],
  personalized_strategy: { summary: 'Dispute CREDITOR A first.' },
  strategy_enrichment: { summary: 'A note.' },
  strategy_generated_at: '2026-11-01T00:00:00.000Z',
  scoreChange: null,
};
const dto = { id: 'a', raw_data: raw } as unknown as AnalysisDto;

describe('the contracted advice of an analysis (decision 169)', () => {
  it('is left out, and said to be, while services are not open; everything else stays', () => {
    const withheld = withholdAdvice(dto);
    for (const key of CONTRACTED_ADVICE_KEYS) expect(withheld.raw_data).not.toHaveProperty(key);
    expect(withheld.raw_data).toEqual({ negative_items: [], findings: [], scoreChange: null, advice_withheld: true });
    expect(dto.raw_data).toBe(raw); // the row it was given is not changed
    expect(presentAdvice(dto, false)).toEqual(withheld);
  });

  it('is sent whole once services are open; a row without raw_data is sent as it is', () => {
    expect(presentAdvice(dto, true)).toBe(dto);
    const pending = { id: 'b', raw_data: null } as unknown as AnalysisDto;
    expect(withholdAdvice(pending)).toBe(pending);
  });
});
