import { describe, expect, it } from 'vitest';
import type { DisputeItemMetadata, DisputeOutcome, DisputeStatus } from '../../../../common/disputes/items';
import { account, inquiry, report } from '../../../../engine/detect/testing/factory';
import { compareWithReport, reportShows, type ComparedItem } from './compare';

const META: DisputeItemMetadata = { item_type: 'dispute_letter', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'high' };

function item(id: string, name: string, number: string | null, status: DisputeStatus, outcome?: DisputeOutcome, code = 'duplicate_account'): ComparedItem {
  return {
    id,
    analysisId: 'old',
    accountName: name,
    accountNumber: number,
    code,
    status,
    metadata: { ...META, ...(outcome ? { outcome: { result: outcome, decided_at: '2026-10-01T00:00:00.000Z', source: 'person' as const, round: 1 } } : {}) },
  };
}

const NEW = report({
  accounts: [account({ creditor: 'NORTHWIND BANK N.A.', accountNumber: 'XXXX4821' }), account({ creditor: 'CONTOSO AUTO', accountNumber: null })],
  inquiries: [inquiry({ creditor: 'FABRIKAM LENDING' })],
});

describe('comparing a new analysis with the disputed items', () => {
  it('matches accounts by creditor and last 4 digits, inquiries by creditor', () => {
    expect(reportShows(NEW, { accountName: 'Northwind Bank', accountNumber: '****4821', code: 'x' })).toBe(true);
    expect(reportShows(NEW, { accountName: 'Northwind Bank', accountNumber: '****9999', code: 'x' })).toBe(false);
    expect(reportShows(NEW, { accountName: 'Contoso Auto', accountNumber: 'XX1234', code: 'x' })).toBe(true);
    expect(reportShows(NEW, { accountName: 'Fabrikam Lending', accountNumber: null, code: 'inquiry_without_account' })).toBe(true);
    expect(reportShows(NEW, { accountName: 'Tailspin Credit', accountNumber: null, code: 'inquiry_without_account' })).toBe(false);
  });

  it('proposes mailed items that disappeared as deleted, and flags deleted items that came back', () => {
    const items = [
      item('gone-sent', 'BLUE RIVER COLLECTIONS', '****7730', 'sent'),
      item('gone-stall', 'TAILSPIN CREDIT', '****1111', 'responded', 'stall'),
      item('gone-pending', 'LITWARE CARD', '****2222', 'pending'),
      item('gone-verified', 'ADVENTURE WORKS', '****3333', 'denied', 'verified'),
      item('still-there', 'NORTHWIND BANK', '****4821', 'submitted'),
      item('reinserted', 'NORTHWIND BANK', 'XXXXXXXX4821', 'completed', 'deleted'),
      item('stays-deleted', 'WINGTIP TOYS', '****4444', 'completed', 'deleted'),
      { ...item('same-analysis', 'ZZZ', '****5555', 'sent'), analysisId: 'new' },
    ];
    expect(compareWithReport(NEW, 'Experian report of Nov 20, 2026', 'new', items)).toEqual({
      proposals: [
        { item_id: 'gone-sent', result: 'deleted', evidence: 'Not on your Experian report of Nov 20, 2026' },
        { item_id: 'gone-stall', result: 'deleted', evidence: 'Not on your Experian report of Nov 20, 2026' },
      ],
      reinsertions: ['reinserted'],
    });
  });

  it('leaves items of other kinds alone', () => {
    const other = { ...item('task', 'BLUE RIVER', '****7730', 'sent'), metadata: { ...META, item_type: 'follow_up' as const } };
    expect(compareWithReport(NEW, 'x', 'new', [other])).toEqual({ proposals: [], reinsertions: [] });
  });
});
