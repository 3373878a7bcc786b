import { MAX_RECOVERY_ATTEMPTS, type AnalysisDto } from '../../../common/analysis';
import { AppError } from '../../errors';
import { openAnalysisRow } from './analysis-fields';
import type { AnalysesDeps } from './deps';
import { recoveryAttempts, toAnalysisDto } from './dto';
import { getOwnAnalysis } from './get-analysis';
import { requeueRows } from './requeue-rows';

/** 'Restart Analysis' for one row (pending, processing or failed; at most MAX_RECOVERY_ATTEMPTS times). */
export async function restartAnalysis(deps: AnalysesDeps, userId: string, id: string): Promise<AnalysisDto> {
  const row = await getOwnAnalysis(deps.db, userId, id);
  const [restarted] = await requeueRows(deps, userId, [row.id]);
  if (restarted) return toAnalysisDto(await openAnalysisRow(deps.db, restarted));
  // Not restarted: read it again to say why (it may have completed meanwhile).
  const now = await getOwnAnalysis(deps.db, userId, id);
  if (now.analysisStatus === 'completed') throw new AppError('ANALYSIS_COMPLETED');
  if (recoveryAttempts(now) >= MAX_RECOVERY_ATTEMPTS) throw new AppError('RECOVERY_LIMIT_REACHED');
  throw new AppError('CONFLICT');
}
