import type { AnalysisMetadata } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { StorageError, type ReportStorage } from '../../providers/storage';
import { UPLOAD_FORMATS } from '../uploads/read-upload';
import { getOwnAnalysis } from './get-analysis';

/** The user's own uploaded file, decrypted and authenticated before anything is sent. */
export async function readAnalysisFile(
  db: Db,
  storage: ReportStorage,
  userId: string,
  id: string,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const row = await getOwnAnalysis(db, userId, id);
  const metadata = (row.metadata as AnalysisMetadata | null) ?? {};
  const format = UPLOAD_FORMATS[metadata.file_type ?? 'pdf'];
  let bytes: Buffer;
  try {
    bytes = await storage.get(row.reportId);
  } catch (error) {
    if (error instanceof StorageError && error.code === 'not_found') throw new AppError('NOT_FOUND', 'The uploaded file is no longer stored.');
    throw error;
  }
  const fileName = metadata.original_name || `${row.bureau}-credit-report.${format.ext}`;
  return { bytes, contentType: format.mimeType, fileName };
}
