/**
 * The dashboard's local cache (spec document 2 §7): `credit-report-data` (timestamp, scores, factors, accounts
 * summary, inquiry count; fresh for 5 minutes; removed on manual refresh) and `last-successful-refresh`.
 *
 * Privacy (decision 047): each entry names the user it belongs to and is ignored — and removed — for anyone else;
 * both keys are removed on logout. Only the summary figures are stored: no account names or numbers, no negative
 * items, no report text.
 */
import type { BureauScoreView } from '../../../common/analysis-select';
import type { AccountSummary, CreditFactor } from './model';
import { CACHE_FRESH_MS } from './texts';

export const CACHE_KEY = 'credit-report-data';
export const LAST_REFRESH_KEY = 'last-successful-refresh';

export type CachedScore = Omit<BureauScoreView, 'latest' | 'source'>;

export interface DashboardSnapshot {
  scores: CachedScore[];
  factors: CreditFactor[];
  /** The report the factors come from: bureau and the report's own date (null when it gave none). */
  factorsFrom: { bureau: BureauScoreView['bureau']; date: string | null } | null;
  accountsSummary: AccountSummary[];
  inquiryCount: number | null;
}

interface StoredSnapshot extends DashboardSnapshot {
  userId: string;
  timestamp: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the dashboard works without the cache
  }
}

function readJson(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or blocked storage: the cache is an optimisation only
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

function isSnapshot(value: unknown): value is StoredSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'string' && typeof v.timestamp === 'number' && Array.isArray(v.scores) && Array.isArray(v.factors) && Array.isArray(v.accountsSummary)
  );
}

/** The user's snapshot when it is fresh (under 5 minutes old); a stale, broken or foreign entry is removed. */
export function readDashboardCache(userId: string, now: number): (DashboardSnapshot & { timestamp: number }) | null {
  const value = readJson(CACHE_KEY);
  if (value === null) return null;
  if (!isSnapshot(value) || value.userId !== userId || now - value.timestamp > CACHE_FRESH_MS || value.timestamp > now) {
    remove(CACHE_KEY);
    return null;
  }
  const { userId: _owner, ...snapshot } = value;
  return snapshot;
}

export function writeDashboardCache(userId: string, snapshot: DashboardSnapshot, now: number): void {
  const stored: StoredSnapshot = { userId, timestamp: now, ...snapshot };
  write(CACHE_KEY, stored);
}

/** Manual refresh drops the snapshot (spec §7). */
export function removeDashboardCache(): void {
  remove(CACHE_KEY);
}

/** When the user's data was last fetched successfully, or null (another user's entry counts as none). */
export function readLastRefresh(userId: string): number | null {
  const value = readJson(LAST_REFRESH_KEY) as { userId?: unknown; at?: unknown } | null;
  if (!value || value.userId !== userId || typeof value.at !== 'number') return null;
  return value.at;
}

export function writeLastRefresh(userId: string, now: number): void {
  write(LAST_REFRESH_KEY, { userId, at: now });
}

/** Logout: nothing of the user's dashboard stays in this browser. */
export function clearDashboardStorage(): void {
  remove(CACHE_KEY);
  remove(LAST_REFRESH_KEY);
}
