/**
 * The dashboard's data: the analyses list (shared query with the credit report screen) fetched on the spec's rhythm
 * (document 2 §4) — back-off polling while anything is pending or processing, a 10 s refresh beside it, one call in
 * flight, non-forced calls at most one per 5 s, the "empty polls" reload — plus the local snapshot (§7) and the
 * load-failure toasts (§8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { toastError } from '../../lib/errors';
import { analysisKeys, fetchAnalyses, useAnalyses } from '../analyses/api';
import { isRunning } from '../../../common/analysis-select';
import { readDashboardCache, readLastRefresh, removeDashboardCache, writeLastRefresh, type DashboardSnapshot } from './cache';
import { afterPoll, canPoll, EMPTY_POLL_START, fetchDecision, nextPollDelayMs } from './polling';
import { AUTO_REFRESH_MS, DASHBOARD_TEXT as TEXT, EMPTY_POLL_RELOAD_MS, RECOVERY_RELOAD_MS } from './texts';

const LIST_KEY = analysisKeys.list();

/** How often "now" moves on while analyses run, so a row turns stuck without a fetch (ours). */
const CLOCK_TICK_MS = 30_000;

type FetchOutcome = { kind: 'ok'; data: AnalysisSummaryDto[] } | { kind: 'error'; error: unknown } | { kind: 'skipped' };

export type DashboardStatus = 'loading' | 'error' | 'empty' | 'data';

export interface DashboardData {
  status: DashboardStatus;
  analyses: AnalysisSummaryDto[] | undefined;
  /** A fresh snapshot of this user's dashboard shown while the first fetch runs (spec §7 cache). */
  cached: (DashboardSnapshot & { timestamp: number }) | null;
  error: unknown;
  /** When the data was last fetched successfully (spec §7 last-successful-refresh). */
  lastRefresh: number | null;
  /** The clock stuck detection compares against. */
  now: number;
  refreshing: boolean;
  /** 'Refresh Data': ignored while running; drops the snapshot and forces a fetch. */
  refresh: () => Promise<void>;
  /** 'Try Again' and 'Refresh Page': a forced fetch. */
  retry: () => Promise<void>;
  /** After a restart or recovery: a forced fetch 3 s later and a new polling run. */
  afterRecovery: () => void;
}

export function useDashboardData(userId: string | null): DashboardData {
  const queryClient = useQueryClient();
  const query = useAnalyses({ enabled: userId !== null });
  const { data, dataUpdatedAt, errorUpdateCount } = query;

  const [cached] = useState(() => (userId ? readDashboardCache(userId, Date.now()) : null));
  const [lastRefresh, setLastRefresh] = useState(() => (userId ? readLastRefresh(userId) : null));

  // ---- the fetch gate -------------------------------------------------------------------------------------------
  const lastFetchAt = useRef(0);
  const fetchNow = useCallback(
    async ({ force }: { force: boolean }): Promise<FetchOutcome> => {
      const state = queryClient.getQueryState(LIST_KEY);
      const decision = fetchDecision({
        inFlight: queryClient.isFetching({ queryKey: LIST_KEY }) > 0,
        force,
        lastFetchAt: Math.max(lastFetchAt.current, state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0),
        now: Date.now(),
      });
      if (decision === 'skip') return { kind: 'skipped' };
      if (decision === 'fetch') lastFetchAt.current = Date.now();
      // fetchQuery joins a fetch already in flight instead of starting a second one.
      try {
        const rows = await queryClient.fetchQuery({ queryKey: LIST_KEY, queryFn: fetchAnalyses, staleTime: 0 });
        return { kind: 'ok', data: rows };
      } catch (error) {
        return { kind: 'error', error };
      }
    },
    [queryClient],
  );

  // ---- failures: one 'Failed to load credit data' per run of failures; a manual refresh reports its own --------
  const reportedErrors = useRef(0);
  const errorToastShown = useRef(false);
  useEffect(() => {
    if (errorUpdateCount <= reportedErrors.current) return;
    reportedErrors.current = errorUpdateCount;
    if (errorToastShown.current) return;
    errorToastShown.current = true;
    toastError(TEXT.toast.loadFailed, query.error, TEXT.toast.loadFailedFallback);
  }, [errorUpdateCount, query.error]);

  // ---- success: remember when (spec §7) and allow the next failure toast -----------------------------------------
  useEffect(() => {
    if (!dataUpdatedAt || !userId) return;
    errorToastShown.current = false;
    writeLastRefresh(userId, dataUpdatedAt);
    setLastRefresh(dataUpdatedAt);
  }, [dataUpdatedAt, userId]);

  // ---- polling while anything runs -------------------------------------------------------------------------------
  const running = data?.some(isRunning) ?? false;
  const [pollRun, setPollRun] = useState(0);
  const emptyPolls = useRef(EMPTY_POLL_START);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(() => {
    removeDashboardCache();
    void fetchNow({ force: true });
    setPollRun((n) => n + 1);
  }, [fetchNow]);

  useEffect(() => {
    if (!running) return;
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!active || !canPoll(attempt)) return;
      const lastAt = Math.max(lastFetchAt.current, queryClient.getQueryState(LIST_KEY)?.dataUpdatedAt ?? 0);
      timer = setTimeout(
        async () => {
          attempt += 1;
          const outcome = await fetchNow({ force: false });
          if (!active) return;
          if (outcome.kind === 'ok') {
            const next = afterPoll(emptyPolls.current, outcome.data);
            emptyPolls.current = next.state;
            if (next.reload) reloadTimer.current = setTimeout(reload, EMPTY_POLL_RELOAD_MS);
          }
          schedule();
        },
        nextPollDelayMs(attempt, Date.now(), lastAt),
      );
    };
    schedule();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [running, pollRun, fetchNow, queryClient, reload]);

  // The separate 10 s refresh while unfinished analyses exist (spec §4); the gate keeps it from doubling polls.
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => void fetchNow({ force: false }), AUTO_REFRESH_MS);
    return () => clearInterval(id);
  }, [running, fetchNow]);

  // ---- the clock for stuck detection -----------------------------------------------------------------------------
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick((n) => n + 1), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [running]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new "now" on every fetch and clock tick
  const now = useMemo(() => Date.now(), [dataUpdatedAt, tick]);

  // ---- user actions ------------------------------------------------------------------------------------------------
  const [refreshing, setRefreshing] = useState(false);
  const refreshingRef = useRef(false);
  const refresh = useCallback(async () => {
    if (refreshingRef.current) return; // spec §5: ignored while a refresh runs
    refreshingRef.current = true;
    setRefreshing(true);
    removeDashboardCache();
    try {
      const outcome = await fetchNow({ force: true });
      if (outcome.kind === 'error') {
        // This failure is reported here, not as 'Failed to load credit data'.
        reportedErrors.current = Math.max(reportedErrors.current, queryClient.getQueryState(LIST_KEY)?.errorUpdateCount ?? 0);
        toastError(TEXT.toast.refreshFailed, outcome.error, TEXT.toast.loadFailedFallback);
      } else {
        emptyPolls.current = EMPTY_POLL_START;
        setPollRun((n) => n + 1);
      }
    } finally {
      refreshingRef.current = false;
      setRefreshing(false);
    }
  }, [fetchNow, queryClient]);

  const retry = useCallback(async () => {
    errorToastShown.current = false;
    await fetchNow({ force: true });
  }, [fetchNow]);

  const afterRecovery = useCallback(() => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(reload, RECOVERY_RELOAD_MS);
  }, [reload]);

  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  let status: DashboardStatus;
  if (data) status = data.length === 0 ? 'empty' : 'data';
  else if (cached) status = 'data';
  else if (query.isError) status = 'error';
  else status = 'loading';

  return { status, analyses: data, cached: data ? null : cached, error: query.error, lastRefresh, now, refreshing, refresh, retry, afterRecovery };
}
