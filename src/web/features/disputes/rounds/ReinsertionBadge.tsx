import type { DisputeGroup } from '../groups';
import { REINSERTION_TEXT } from '../../../../common/rounds';
import { Badge } from '../../../components/ui/badge';
import { reinsertedIds, useRoundReviews } from './api';

/** On a group card: shown when a newer report put back an item the bureau had deleted. */
export function ReinsertionBadge({ group }: { group: DisputeGroup }) {
  const reinserted = reinsertedIds(useRoundReviews().data);
  if (!group.items.some((i) => reinserted.has(i.id))) return null;
  return (
    <Badge variant="destructive" title={REINSERTION_TEXT.explain}>
      {REINSERTION_TEXT.badge}
    </Badge>
  );
}
