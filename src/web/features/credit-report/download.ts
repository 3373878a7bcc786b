import type { AnalysisSummaryDto } from '../../../common/analysis';
import { apiDownload } from '../../lib/api';
import { saveFile } from '../../lib/save-file';
import { fileNameOf } from './model';

/**
 * 'Download' (decision 046): saves the analysis's original uploaded file (GET /api/analyses/:id/file) under the
 * server's file name, else the name the user's file had.
 */
export async function downloadOriginalFile(analysis: Pick<AnalysisSummaryDto, 'id' | 'metadata'>): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/analyses/${encodeURIComponent(analysis.id)}/file`);
  saveFile(blob, fileName ?? fileNameOf(analysis));
}
