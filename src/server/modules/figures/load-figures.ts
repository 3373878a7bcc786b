/** The person's figures (decision 200) from their own analyses and dispute items: what GET /api/figures answers. */
import type { CreditFiguresDto } from '../../../common/figures';
import type { Db } from '../../db/client';
import { listAnalyses } from '../analyses/list-analyses';
import { listItems } from '../disputes/list-disputes';
import { deriveFigures } from './derive-figures';

export async function loadFigures(db: Db, userId: string, now: Date = new Date()): Promise<CreditFiguresDto> {
  const [analyses, items] = await Promise.all([listAnalyses(db, userId), listItems(db, userId)]);
  return deriveFigures({ analyses, items, today: now.toISOString().slice(0, 10) });
}
