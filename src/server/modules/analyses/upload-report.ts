import { BUREAUS, type AnalysisDto, type AnalysisMetadata, type Bureau, type UploadTarget } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses } from '../../db/schema';
import { reportKey, StorageError } from '../../providers/storage';
import type { Upload } from '../uploads/read-upload';
import { ANALYZE_REPORT_QUEUE } from './constants';
import type { AnalysesDeps } from './deps';
import { openAnalysisRows } from './analysis-fields';
import { toAnalysisDto } from './dto';

/** Two uploads of one user and bureau in the same millisecond collide on the key; the next millisecond is tried. */
const KEY_ATTEMPTS = 5;

async function storeFile(deps: AnalysesDeps, userId: string, target: UploadTarget, upload: Upload): Promise<string> {
  let at = Date.now();
  for (let attempt = 1; ; attempt++) {
    const key = reportKey(userId, target, new Date(at), upload.ext);
    try {
      await deps.storage.put(key, upload.bytes);
      return key;
    } catch (error) {
      if (!(error instanceof StorageError && error.code === 'exists') || attempt >= KEY_ATTEMPTS) throw error;
      at += 1;
    }
  }
}

/**
 * Stores the file encrypted, then creates the pending row(s) — one, or three for a merged report sharing one
 * report_id — and the analyze-report job in one transaction. If the transaction fails the file is removed again.
 */
export async function uploadReport(
  deps: AnalysesDeps,
  userId: string,
  target: UploadTarget,
  upload: Upload,
  /** Runs inside the transaction that creates the rows, with the answer (the idempotency key's record). */
  record?: (tx: Db, answer: { analyses: AnalysisDto[] }) => Promise<void>,
): Promise<AnalysisDto[]> {
  const key = await storeFile(deps, userId, target, upload);
  const merged = target === 'merged';
  const bureaus: readonly Bureau[] = merged ? BUREAUS : [target];
  const metadata: AnalysisMetadata = {
    stage: 'queued',
    original_name: upload.originalName,
    file_type: upload.type,
    ...(merged ? { merged: true } : {}),
  };
  try {
    const { row: rows } = await deps.jobs.enqueueWithRow(
      ANALYZE_REPORT_QUEUE,
      async (tx) => {
        const inserted = await tx
          .insert(creditReportAnalyses)
          .values(bureaus.map((bureau) => ({ userId, reportId: key, bureau, analysisStatus: 'pending' as const, metadata })))
          .returning();
        await record?.(tx, { analyses: (await openAnalysisRows(tx, inserted)).map(toAnalysisDto) });
        return inserted;
      },
      (inserted) => ({ analysisIds: inserted.map((r) => r.id) }),
    );
    deps.logger.info({ analyses: rows.map((r) => r.id), bytes: upload.bytes.length, type: upload.type, target }, 'report uploaded');
    return (await openAnalysisRows(deps.db, rows)).map(toAnalysisDto);
  } catch (error) {
    await deps.storage.delete(key).catch((cleanup: unknown) => deps.logger.error({ err: cleanup }, 'could not remove an orphan upload'));
    throw error;
  }
}
