/** The engine's progress written into the analysis rows while a file is read (metadata.stage, progress_percent). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnalysisStage, ReadingPages } from '../../common/analysis';
import type { Db } from '../db/client';
import { creditReportAnalyses as t } from '../db/schema';
import type { Logger } from '../logger';
import { PROGRESS_WRITE_INTERVAL_MS, STAGE_PERCENT } from '../modules/analyses/constants';

export type StageName = Exclude<AnalysisStage, 'queued'>;

export interface StageProgress {
  stage: StageName;
  percent: number;
  /** While a scan is read: the page being read and how many (metadata.reading_pages). */
  pages?: ReadingPages;
}

/** The engine's progress (reading/ocr 0–100 with the scan's page, parsing, detecting, done) on the contract's stages. */
export function mapEngineProgress(stage: string, percent: number, pages?: ReadingPages): StageProgress | null {
  if (stage === 'reading' || stage === 'ocr') {
    const span = STAGE_PERCENT.parsing - STAGE_PERCENT.reading;
    const mapped = STAGE_PERCENT.reading + Math.floor((Math.min(100, Math.max(0, percent)) / 100) * (span - 1));
    const valid = pages && Number.isInteger(pages.page) && Number.isInteger(pages.of) && pages.page >= 1 && pages.page <= pages.of;
    return valid ? { stage: 'reading', percent: mapped, pages: { page: pages.page, of: pages.of } } : { stage: 'reading', percent: mapped };
  }
  if (stage === 'parsing') return { stage: 'parsing', percent: STAGE_PERCENT.parsing };
  if (stage === 'detecting') return { stage: 'detecting', percent: STAGE_PERCENT.detecting };
  return null;
}

/**
 * Writes metadata.stage/progress_percent of running rows: every stage change, within a stage at most every 300 ms.
 * One write at a time; values that arrive while one is in flight are coalesced into the next (the latest wins).
 */
export class ProgressWriter {
  private running: Promise<void> = Promise.resolve();
  private next: StageProgress | null = null;
  private writing = false;
  private lastStage: StageName | null = null;
  private lastPercent = -1;
  private lastAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ids: string[],
    private readonly logger: Logger,
  ) {}

  /** `pages`: the scan's page being read; absent, the row's reading_pages is removed. */
  set(stage: StageName, percent: number, pages?: ReadingPages): void {
    const now = performance.now();
    if (stage === this.lastStage && (percent <= this.lastPercent || now - this.lastAt < PROGRESS_WRITE_INTERVAL_MS)) return;
    this.lastStage = stage;
    this.lastPercent = percent;
    this.lastAt = now;
    this.next = pages ? { stage, percent, pages } : { stage, percent };
    if (!this.writing) this.running = this.drain();
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.next) {
        const { stage, percent, pages } = this.next;
        this.next = null;
        const reading = pages
          ? sql`jsonb_build_object('reading_pages', jsonb_build_object('page', ${pages.page}::int, 'of', ${pages.of}::int))`
          : sql`'{}'::jsonb`;
        try {
          await this.db
            .update(t)
            .set({
              metadata: sql`(coalesce(${t.metadata}, '{}'::jsonb) - 'reading_pages') || jsonb_build_object('stage', ${stage}::text, 'progress_percent', ${percent}::int) || ${reading}`,
            })
            .where(and(inArray(t.id, this.ids), eq(t.analysisStatus, 'processing')));
        } catch (error) {
          this.logger.warn({ analyses: this.ids, err: error }, 'progress write failed');
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /** Waits for writes in flight, so a final status is never overwritten by a late progress write. */
  flush(): Promise<void> {
    return this.running;
  }
}
