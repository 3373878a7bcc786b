/**
 * What the local model servers (anthropic.ts, openai.ts) answer by default: a deterministic "model" that reads the
 * ANALYSIS JSON the app puts in the system prompt and answers from it with citations, as a grounded model would.
 */
interface Analysis {
  bureau: string;
  negativeItems: { ref: string; creditor: string; issueLabel: string; dropOff: { text: string } | null }[];
  findings: { ref: string; creditor: string; title: string; laws: string[] }[];
}

export function analysisIn(system: string): Analysis | null {
  const at = system.lastIndexOf('ANALYSIS:\n');
  if (at < 0) return null;
  try {
    return JSON.parse(system.slice(at + 'ANALYSIS:\n'.length)) as Analysis;
  } catch {
    return null;
  }
}

/** A chat answer about the last question, citing the report. */
export function chatAnswer(system: string, question: string): string {
  const analysis = analysisIn(system);
  if (!analysis) return 'I have no analysis to answer from.';
  const finding = analysis.findings[0];
  const item = analysis.negativeItems[0];
  if (/drop|fall off/i.test(question) && item) {
    return `Model answer: ${item.creditor} [[negative:${item.ref}]] should stop being reported ${item.dropOff?.text ?? 'on a date the report does not print'} [[law:FCRA 605]].`;
  }
  if (finding) {
    return `Model answer: start with ${finding.creditor}: ${finding.title.toLowerCase()} [[finding:${finding.ref}]]. The bureau must investigate a dispute [[law:FCRA 611]].`;
  }
  return `Model answer: your ${analysis.bureau} report shows no reporting errors.`;
}

/** A generated analysis (JSON sections) from the analysis. */
export function analysisAnswer(system: string): string {
  const analysis = analysisIn(system);
  const finding = analysis?.findings[0];
  const item = analysis?.negativeItems[0];
  return JSON.stringify({
    sections: [
      { title: 'Model overview', body: `Your ${analysis?.bureau ?? ''} report has ${analysis?.negativeItems.length ?? 0} negative items.` },
      {
        title: 'Model: what to dispute',
        body: finding ? `${finding.creditor}: ${finding.title.toLowerCase()} [[finding:${finding.ref}]] [[law:FCRA 611]].` : 'No reporting errors were found.',
      },
      {
        title: 'Model: drop-off',
        body: item
          ? `${item.creditor} [[negative:${item.ref}]] drops off ${item.dropOff?.text ?? 'at a date the report does not print'}.`
          : 'Nothing to wait out.',
      },
    ],
  });
}

/** Strategy notes (JSON) for the first items of the analysis. */
export function strategyAnswer(system: string): string {
  const analysis = analysisIn(system);
  const notes = (analysis?.findings ?? [])
    .slice(0, 2)
    .map((f) => ({ ref: f.ref, note: `Model note: dispute the ${f.title.toLowerCase()} with the bureau [[law:FCRA 611]].` }));
  return JSON.stringify({ summary: 'Model summary: start with the possible errors the report shows.', notes });
}

/** The answer a task gets: the app's prompts say which task it is. */
export function defaultAnswer(system: string, question: string): string {
  if (system.includes('"sections"')) return analysisAnswer(system);
  if (system.includes('"notes"')) return strategyAnswer(system);
  return chatAnswer(system, question);
}
