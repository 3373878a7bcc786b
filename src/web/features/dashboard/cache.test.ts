// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CACHE_KEY,
  clearDashboardStorage,
  LAST_REFRESH_KEY,
  readDashboardCache,
  readLastRefresh,
  removeDashboardCache,
  writeDashboardCache,
  writeLastRefresh,
  type DashboardSnapshot,
} from './cache';

const snapshot: DashboardSnapshot = {
  scores: [
    {
      bureau: 'experian',
      status: 'scored',
      score: 701,
      corrected: false,
      change: 5,
      reportDate: { date: '2026-11-01', source: 'printed' },
      uploadDate: '2026-11-01',
      history: [],
      running: false,
    },
  ],
  factors: [{ name: 'Payment History', value: 85, status: 'good', description: '', weight: 35 }],
  factorsFrom: { bureau: 'experian', date: '2026-11-01' },
  accountsSummary: [{ type: 'Credit Cards', count: 2, totalBalance: 100, negativeCount: 0 }],
  inquiryCount: 3,
};
const T = 1_800_000_000_000;

afterEach(() => localStorage.clear());

describe('dashboard cache (credit-report-data)', () => {
  it('gives the snapshot back to its user while fresh (5 minutes)', () => {
    writeDashboardCache('user-1', snapshot, T);
    expect(readDashboardCache('user-1', T + 5 * 60_000)).toEqual({ ...snapshot, timestamp: T });
  });

  it('never shows one user the figures of another, and drops them', () => {
    writeDashboardCache('user-1', snapshot, T);
    expect(readDashboardCache('user-2', T)).toBeNull();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
  });

  it('drops a stale or broken entry', () => {
    writeDashboardCache('user-1', snapshot, T);
    expect(readDashboardCache('user-1', T + 5 * 60_000 + 1)).toBeNull();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
    localStorage.setItem(CACHE_KEY, '{not json');
    expect(readDashboardCache('user-1', T)).toBeNull();
  });

  it('is removed by a manual refresh, and everything is removed on logout', () => {
    writeDashboardCache('user-1', snapshot, T);
    removeDashboardCache();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
    writeDashboardCache('user-1', snapshot, T);
    writeLastRefresh('user-1', T);
    clearDashboardStorage();
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_REFRESH_KEY)).toBeNull();
  });

  it('keeps last-successful-refresh per user', () => {
    writeLastRefresh('user-1', T);
    expect(readLastRefresh('user-1')).toBe(T);
    expect(readLastRefresh('user-2')).toBeNull();
  });
});
