/**
 * What a running analysis is doing, in one line (issue 27): the stage from metadata.stage and, while a scan is read,
 * the page ("Reading page 3 of 12..."). Every screen that shows an analysis in progress says it the same way: the
 * dashboard's processing card, onboarding's status rows and the credit report's upload box.
 */
import type { AnalysisMetadata, AnalysisStage, AnalysisStatus } from '../../../common/analysis';

/** The stages (ours). */
export const STAGE_TEXT: Record<AnalysisStage, string> = {
  queued: 'Waiting to start...',
  reading: 'Reading the file...',
  parsing: 'Reading the report sections...',
  detecting: 'Checking for errors and negative items...',
  planning: 'Building your recommendations...',
  saving: 'Saving the results...',
};

/** The scan's page being read (ours). */
export const readingPageText = (page: number, of: number) => `Reading page ${page} of ${of}...`;

export function stageLine(row: { analysis_status: AnalysisStatus; metadata: Pick<AnalysisMetadata, 'stage' | 'reading_pages'> }): string {
  const { stage, reading_pages: pages } = row.metadata;
  if (row.analysis_status === 'pending') return STAGE_TEXT.queued;
  if ((stage ?? 'reading') === 'reading' && pages) return readingPageText(pages.page, pages.of);
  return stage ? STAGE_TEXT[stage] : STAGE_TEXT.reading;
}
