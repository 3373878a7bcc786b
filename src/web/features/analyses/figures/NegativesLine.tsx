/** The negatives on the person's current reports, per debt and per listing, with disputes (decision 200). */
import { negativesText, type CreditFiguresDto } from '../../../../common/figures';

export const FIGURES_TEXT = {
  label: 'Negative items on your current reports:', // ours
  inDispute: (n: number) => `${n} in dispute`, // ours
  removed: (n: number) => `${n} removed after a dispute`, // ours
} as const;

export function NegativesLine({ figures }: { figures: CreditFiguresDto | undefined }) {
  if (!figures) return null;
  const parts = [negativesText(figures.negatives)];
  if (figures.disputes.debtsInDispute > 0) parts.push(FIGURES_TEXT.inDispute(figures.disputes.debtsInDispute));
  if (figures.disputes.debtsRemoved > 0) parts.push(FIGURES_TEXT.removed(figures.disputes.debtsRemoved));
  return (
    <p className="text-sm text-muted-foreground" data-testid="negatives-line">
      {FIGURES_TEXT.label} <span className="font-medium text-foreground">{parts.join(' · ')}</span>
    </p>
  );
}
