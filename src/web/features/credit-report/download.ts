import type { AnalysisSummaryDto } from '../../../common/analysis';
import { apiDownload } from '../../lib/api';
import { fileNameOf } from './model';

/**
 * 'Download' (decision 046): saves the analysis's original uploaded file (GET /api/analyses/:id/file) under the
 * server's file name, else the name the user's file had.
 */
export async function downloadOriginalFile(analysis: Pick<AnalysisSummaryDto, 'id' | 'metadata'>): Promise<void> {
  const { blob, fileName } = await apiDownload(`/api/analyses/${encodeURIComponent(analysis.id)}/file`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fileNameOf(analysis);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
