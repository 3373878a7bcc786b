import { CITATION_MARKER, type Citation } from '../../../common/assistant';

export type AnswerPart = { kind: 'text'; text: string } | { kind: 'citation'; citation: Citation };

/** An answer's text split into plain text and its citations (markers the server did not resolve are dropped). */
export function answerParts(content: string, citations: Citation[]): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of content.matchAll(new RegExp(CITATION_MARKER.source, 'g'))) {
    if (match.index > last) parts.push({ kind: 'text', text: content.slice(last, match.index) });
    const citation = citations.find((c) => c.kind === match[1] && c.ref === match[2]);
    if (citation) parts.push({ kind: 'citation', citation });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

/** The answer as plain text (for copying): citations become their labels in brackets. */
export function plainAnswer(content: string, citations: Citation[]): string {
  return answerParts(content, citations)
    .map((p) => (p.kind === 'text' ? p.text : `[${p.citation.label}]`))
    .join('');
}

/** Where a citation leads: the report details tab and the element in it. */
export function citationHref(analysisId: string, citation: Citation): string {
  const params = new URLSearchParams({ tab: 'details', id: analysisId, detail: citation.detail });
  return `/credit-report?${params.toString()}#${citation.anchor}`;
}
