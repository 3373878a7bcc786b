/**
 * Citations in answers: `[[kind:ref]]` markers (src/common/assistant.ts) resolved against the person's context into
 * links into the report details. A marker naming nothing in the context is removed from the text, never linked.
 */
import { CITATION_MARKER, findingAnchor, lawAnchor, negativeItemAnchor, type Citation, type CitationKind } from '../../../common/assistant';
import { LAW_IDS, lawOf, type LawId } from '../../../engine/plan/laws';
import type { AssistantContext } from './context';

function libraryLaw(ref: string): LawId | null {
  const exact = LAW_IDS.find((id) => id.toLowerCase() === ref.trim().toLowerCase());
  return exact ?? lawOf(ref);
}

/** The citation a marker stands for, or null when the context has no such entry. */
export function resolveCitation(context: AssistantContext, kind: CitationKind, ref: string): Citation | null {
  const key = ref.trim();
  switch (kind) {
    case 'account': {
      const a = context.accounts.find((x) => x.ref === key);
      if (!a) return null;
      const label = a.accountNumber ? `${a.creditor} ${a.accountNumber}` : a.creditor;
      return a.negativeIndex !== null
        ? { kind, ref: a.ref, label, short: label, detail: 'negative', anchor: negativeItemAnchor(a.negativeIndex) }
        : { kind, ref: a.ref, label, short: label, detail: 'review', anchor: `account-${a.ref}` };
    }
    case 'negative': {
      const n = context.negativeItems.find((x) => x.ref === key);
      return n
        ? { kind, ref: n.ref, label: `${n.issueLabel}: ${n.creditor}`, short: n.issueLabel, detail: 'negative', anchor: negativeItemAnchor(n.index) }
        : null;
    }
    case 'finding': {
      const f = context.findings.find((x) => x.ref === key);
      return f ? { kind, ref: f.ref, label: `${f.title}: ${f.creditor}`, short: f.title, detail: 'errors', anchor: findingAnchor(f.index) } : null;
    }
    case 'law': {
      const id = libraryLaw(key);
      if (!id) return null;
      const cited = context.findings.find((f) => f.laws.includes(id));
      return cited
        ? { kind, ref: id, label: id, short: id, detail: 'errors', anchor: findingAnchor(cited.index) }
        : { kind, ref: id, label: id, short: id, detail: 'strategy', anchor: lawAnchor(id) };
    }
  }
}

/** Laws the text names in a marker that the library does not hold (an answer citing them fails validation). */
export function unknownLawMarkers(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(CITATION_MARKER)) {
    if (match[1] === 'law' && !libraryLaw(match[2]!)) unknown.push(match[2]!);
  }
  return unknown;
}

/**
 * The text with markers that resolve kept (normalised, e.g. `[[law:FCRA 611]]`) and others removed, and the
 * citations in order of first appearance.
 */
export function resolveCitations(context: AssistantContext, text: string): { text: string; citations: Citation[] } {
  const citations = new Map<string, Citation>();
  const out = text.replace(CITATION_MARKER, (_match, kind: CitationKind, ref: string) => {
    const citation = resolveCitation(context, kind, ref);
    if (!citation) return '';
    const key = `${citation.kind}:${citation.ref}`;
    if (!citations.has(key)) citations.set(key, citation);
    return `[[${key}]]`;
  });
  return { text: out.replace(/[ \t]+([.,;:])/g, '$1'), citations: [...citations.values()] };
}
