import type { AnalysisStatus } from '../../../common/analysis';
import { Badge } from '../../components/ui/badge';
import { STATUS_LABELS } from './texts';

const VARIANTS = { pending: 'secondary', processing: 'warning', completed: 'success', failed: 'destructive' } as const;

export function StatusBadge({ status }: { status: AnalysisStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
