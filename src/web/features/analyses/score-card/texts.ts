/**
 * Texts of the bureau score card (spec document 2 §2 "Bureau score card"), with the spec's exact wording where the
 * spec gives one; texts the spec does not give are marked "ours".
 */
export const SCORE_CARD_TEXT = {
  waiting: 'Waiting for report',
  processing: 'Processing report...',
  lastUpdated: 'Last updated',
  unavailableTitle: 'Credit Score Data Unavailable',
  unavailableDescription: 'None of your reports has a score yet. Upload a report, or check back once its analysis is done.', // ours
  unscoredDescription: 'Your reports print no credit score. If you know your score, you can add it yourself.', // ours
  addScore: 'Add Your Score', // ours
  yourCorrection: 'Your correction',
  failed: 'Report could not be analyzed', // ours
  unscored: 'No score printed on this report', // ours
  noChange: 'No change', // ours
  // ours (decision 080): 'Last updated' is the report's own date; the upload date is only called that
  reportDate: 'date on the report',
  estimatedDate: 'estimated report date',
  noReportDate: 'report date not printed',
  uploaded: (date: string) => `Uploaded ${date}`,
  historyTitle: 'Score history by report date',
  historyLabel: (bureau: string) => `${bureau} score history by report date`,
  uploadFor: (bureau: string) => `Upload your ${bureau} report to see this score`, // ours: the waiting card guides
  historyOne: 'Upload a newer report from this bureau to see your score trend.',
} as const;

/** Screen-reader wording of the change indicator (ours). */
export function changeLabel(change: number): string {
  if (change === 0) return 'No change since your previous report';
  const points = Math.abs(change) === 1 ? 'point' : 'points';
  return `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} ${points} since your previous report`;
}
