/** POST and GET /api/account/export (docs/decisions/192): ask for the ZIP, follow it, download it while the link lasts. */
import { and, desc, eq } from 'drizzle-orm';
import type { DataExportStatusDto } from '../../../common/account';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import type { ReportStorage } from '../../providers/storage';
import { BUILD_EXPORT_QUEUE, type BuildExportJob } from './constants';

export const EXPORT_DOWNLOAD_PATH = '/api/account/export/download';

async function latest(db: Db, userId: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(1);
  return row;
}

export async function exportStatus(db: Db, userId: string, now = new Date()): Promise<DataExportStatusDto> {
  const row = await latest(db, userId);
  if (!row) return { status: 'none' };
  if (row.status !== 'ready') return { status: row.status, requested_at: row.createdAt.toISOString() };
  if (!row.storageKey || !row.expiresAt || row.expiresAt <= now) return { status: 'expired', requested_at: row.createdAt.toISOString() };
  return { status: 'ready', requested_at: row.createdAt.toISOString(), url: EXPORT_DOWNLOAD_PATH, expires_at: row.expiresAt.toISOString() };
}

/** A new export, unless one is being built already (that one is answered). */
export async function requestExport(deps: { db: Db; jobs: Pick<JobQueue, 'sendInTransaction' | 'wake'> }, userId: string): Promise<DataExportStatusDto> {
  const current = await latest(deps.db, userId);
  if (current?.status !== 'pending') {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(dataExports).values({ userId, status: 'pending' }).returning({ id: dataExports.id });
      const job: BuildExportJob = { userId, exportId: row!.id };
      await deps.jobs.sendInTransaction(tx, BUILD_EXPORT_QUEUE, job);
    });
    deps.jobs.wake(BUILD_EXPORT_QUEUE);
  }
  return exportStatus(deps.db, userId);
}

/** The ready ZIP's bytes; an expired or missing one is a 404 (ask for a new one). */
export async function readExport(deps: { db: Db; storage: ReportStorage }, userId: string, now = new Date()): Promise<{ bytes: Buffer; fileName: string }> {
  const row = await latest(deps.db, userId);
  if (row?.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt <= now)
    throw new AppError('NOT_FOUND', 'This download has expired. Ask for a new one.');
  return { bytes: await deps.storage.get(row.storageKey), fileName: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

export async function markExportFailed(db: Db, userId: string, exportId: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
}
