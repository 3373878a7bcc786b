/** Test helpers of the credit report screen (tests only): rows with full raw data, a fake API, a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AnalysisDto, AnalysisRawData, Bureau } from '../../../common/analysis';
import { emptyFigures } from '../../../common/figures';

let counter = 0;

export function rawData(overrides: Partial<AnalysisRawData> = {}): AnalysisRawData {
  return {
    score_factors: [
      { name: 'Payment History', value: 85, status: 'good', description: '96% of your payments were on time.', weight: 35 },
      { name: 'Credit Utilization', value: 30, status: 'poor', description: 'You use 70% of your limits.', weight: 30 },
    ],
    negative_items: [
      {
        account_name: 'MIDLAND CREDIT',
        account_type: 'Collection',
        status: 'Collection account',
        issue_type: 'collection',
        description: 'A collection account lowers your score.',
        account_number: '517805XXXXXX',
        impact_level: 'high',
      },
    ],
    recommendations: [
      {
        account_name: 'MIDLAND CREDIT',
        priority: 'high',
        dispute_reason: 'Paid collection still reports a balance.',
        estimated_impact: 'Up to 40 points',
        recommended_action: 'Dispute the balance with the bureau.',
      },
    ],
    personalized_strategy: {
      summary: 'Dispute the collection first, then lower your card balances.',
      priorityActions: ['Dispute MIDLAND CREDIT'],
      timelinePhases: [{ name: 'Phase 1', duration: '30 days', description: 'Send the first disputes.' }],
      negativeItemStrategies: [
        { itemName: 'MIDLAND CREDIT', strategy: 'Dispute the balance.', expectedOutcome: 'Corrected balance.', backupPlan: 'Ask for validation.' },
      ],
      creditBuildingTips: ['Keep card balances under 30%.'],
      applicableLaws: [{ name: 'FCRA 611', relevance: 'The bureau must investigate.' }],
      longTermStrategy: 'Review your reports every 4 months.',
    },
    findings: [
      {
        code: 'paid_collection_balance',
        bureau: 'experian',
        creditor: 'MIDLAND CREDIT',
        accountNumber: '517805XXXXXX',
        lawBasis: ['FCRA 623(a)(2)', 'Unknown Statute 1'],
        evidence: 'Status: Collection account. Paid in full. Balance: $812',
        explanation: 'The collection is marked paid but still shows a balance of $812.',
      },
    ],
    report: {
      bureau: 'experian',
      reportDate: '2026-10-01',
      score: 690,
      consumer: { name: null, addresses: [] },
      accounts: [],
      inquiries: [],
      publicRecords: [],
    },
    aiInsights: { paymentHistory: '', amountsOwed: '', creditAge: '', creditMix: '' },
    scoreChange: null,
    strategy_generated_at: '2026-11-01T10:02:00.000Z',
    hard_inquiries: 0,
    inquiryCount: 0,
    ...overrides,
  } as AnalysisRawData;
}

export function row(overrides: Partial<AnalysisDto> & { bureau?: Bureau } = {}): AnalysisDto {
  counter += 1;
  const status = overrides.analysis_status ?? 'completed';
  const completed = status === 'completed';
  const raw = completed ? rawData() : null;
  return {
    id: `an-${counter}`,
    bureau: 'experian',
    report_id: `reports/u1/r${counter}.pdf`,
    analysis_status: status,
    upload_date: '2026-11-01T10:00:00.000Z',
    analysis_date: completed ? '2026-11-01T10:02:00.000Z' : null,
    score: completed ? 690 : null,
    corrected_score: null,
    corrected_at: null,
    negative_items: raw ? raw.negative_items : null,
    metadata: { original_name: `report-${counter}.pdf` },
    raw_data: raw,
    ...overrides,
  };
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with one handler (GET /api/figures answers a person without figures unless it handles it); returns the mock. */
export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(String(input).endsWith('/api/figures') ? json(emptyFigures()) : handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderRoute(element: ReactNode, entry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/credit-report', element }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
