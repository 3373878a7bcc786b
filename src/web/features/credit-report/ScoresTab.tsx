import { Upload } from 'lucide-react';
import type { AnalysisSummaryDto } from '../../../common/analysis';
import { Button } from '../../components/ui/button';
import { useFigures } from '../analyses/api';
import { NegativesLine } from '../analyses/figures/NegativesLine';
import { IncompleteNotices } from '../analyses/reading/IncompleteNotice';
import { ReadingNotices } from '../analyses/reading/ReadingNotice';
import { BureauScoreCard } from '../analyses/score-card';
import { bureauScoreViews } from '../../../common/analysis-select';
import { ScoreCorrection } from './ScoreCorrection';
import { TEXT } from './texts';

/**
 * Credit Scores: per bureau the latest analysis (shared score card: score with band, change, 300–850 bar, last
 * updated, 'Waiting for report' / 'Processing report...'), each completed one with the manual score correction.
 */
export function ScoresTab({ analyses, version, onUpload }: { analyses: AnalysisSummaryDto[]; version: number; onUpload: () => void }) {
  const views = bureauScoreViews(analyses);
  const figures = useFigures(version);
  return (
    <section aria-labelledby="credit-scores-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="credit-scores-heading" className="text-xl font-semibold">
          {TEXT.scores.heading}
        </h2>
        {views.some((v) => v.latest === null) ? (
          <Button variant="outline" size="sm" onClick={onUpload}>
            <Upload aria-hidden="true" />
            {TEXT.empty.action}
          </Button>
        ) : null}
      </div>
      <IncompleteNotices analyses={analyses} />
      <ReadingNotices analyses={views.flatMap((v) => (v.source ? [v.source] : []))} />
      <div className="grid gap-4 md:grid-cols-3">
        {views.map((view) => (
          <BureauScoreCard key={view.bureau} view={view} footer={view.source ? <ScoreCorrection analysis={view.source} /> : undefined} />
        ))}
      </div>
      <NegativesLine figures={figures.data} />
    </section>
  );
}
