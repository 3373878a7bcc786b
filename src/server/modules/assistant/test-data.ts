/** A completed analysis row the assistant's unit tests read: the engine's own rules over a built report. */
import { analyse, everyFindingReport } from '../../../engine/plan/scenario.test-data';
import { completedOutcome } from '../analyses/build-result';
import type { AnalysisRow } from '../analyses/dto';

export const PERSON = { name: 'JANE Q SAMPLE', address: '1234 MAPLE AVE APT 5 SPRINGFIELD, IL 62704', ssn: '123-45-6789' };

export function analysisRow(): AnalysisRow {
  const report = { ...everyFindingReport(), score: 640, consumer: { name: PERSON.name, addresses: [PERSON.address] } };
  // A printed line that carries the person's identifiers, as real reports' evidence can.
  const wells = report.accounts.find((a) => a.creditor === 'WELLS FARGO')!;
  wells.evidence = [`WELLS FARGO 4123456789012222 ${PERSON.name} SSN ${PERSON.ssn} ${PERSON.address} DOB 04/12/1980`];
  const outcome = completedOutcome(report, analyse([report]), null, new Date('2024-06-02T00:00:00Z'));
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'user-1',
    reportId: 'user-1/experian/report.pdf',
    bureau: 'experian',
    analysisStatus: 'completed',
    uploadDate: new Date('2024-06-02T00:00:00Z'),
    analysisDate: new Date('2024-06-02T00:01:00Z'),
    score: outcome.score,
    negativeItems: outcome.negativeItems,
    metadata: {},
    rawData: outcome.rawData,
    correctedScore: null,
    correctedAt: null,
  } as AnalysisRow;
}
