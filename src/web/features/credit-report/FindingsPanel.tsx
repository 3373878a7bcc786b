import { Scale } from 'lucide-react';
import type { Finding } from '../../../common/analysis';
import { findingAnchor, lawAnchor } from '../../../common/assistant';
import { BUREAU_LABELS } from '../../../common/analysis';
import { LAWS, lawOf, type LawId } from '../../../common/plan';
import { EmptyPanel } from './detail-panels';
import { maskAccountNumber } from './model';
import { FINDING_TITLE_FALLBACK, FINDING_TITLES, TEXT } from './texts';

/** The laws the findings cite, each once, in the order first cited (decision 081). */
export function citedLaws(findings: readonly Finding[]): LawId[] {
  const ids: LawId[] = [];
  for (const f of findings)
    for (const c of f.lawBasis) {
      const id = lawOf(c);
      if (id && !ids.includes(id)) ids.push(id);
    }
  return ids;
}

/**
 * 'Possible Errors' (the issue: "shows each finding with its printed evidence and law basis"): each finding's plain
 * explanation, the creditor and the line printed on the report, with its citations linking to the laws, which are
 * explained once at the end of the view.
 */
export function FindingsPanel({ findings }: { findings: Finding[] }) {
  if (findings.length === 0) return <EmptyPanel>{TEXT.details.noFindings}</EmptyPanel>;
  const laws = citedLaws(findings);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{TEXT.details.findingsIntro}</p>
      <ul className="flex flex-col gap-4">
        {findings.map((f, index) => (
          <li
            key={`${f.code}-${f.creditor}-${index}`}
            id={findingAnchor(index)}
            className="flex scroll-mt-4 flex-col gap-3 rounded-lg border border-border p-4"
          >
            <div>
              <h3 className="font-semibold">{FINDING_TITLES[f.code] ?? FINDING_TITLE_FALLBACK}</h3>
              <p className="text-sm text-muted-foreground">
                {f.creditor}
                {f.accountNumber ? <span className="font-mono"> · {maskAccountNumber(f.accountNumber)}</span> : null}
                {' · '}
                {BUREAU_LABELS[f.bureau]}
              </p>
            </div>
            <p className="text-sm leading-relaxed">{f.explanation}</p>
            {f.evidence ? (
              <figure className="flex flex-col gap-1">
                <figcaption className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{TEXT.details.evidence}</figcaption>
                <blockquote className="overflow-x-auto rounded-md border-l-4 border-input bg-muted px-3 py-2 font-mono text-sm whitespace-pre-wrap break-words text-foreground">
                  {f.evidence}
                </blockquote>
              </figure>
            ) : null}
            {f.lawBasis.length > 0 ? (
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{TEXT.details.lawBasis}</span>
                {f.lawBasis.map((citation) => {
                  const id = lawOf(citation);
                  return id ? (
                    <a key={citation} href={`#${lawAnchor(id)}`} className="font-medium text-primary underline underline-offset-4">
                      {citation}
                    </a>
                  ) : (
                    <span key={citation} className="font-medium">
                      {citation}
                    </span>
                  );
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {laws.length > 0 ? (
        <section aria-labelledby="findings-laws" className="flex flex-col gap-2 rounded-lg bg-muted p-4">
          <h3 id="findings-laws" className="font-semibold">
            {TEXT.details.lawsTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{TEXT.details.lawsIntro}</p>
          <ul className="flex flex-col gap-2">
            {laws.map((id) => (
              <li key={id} id={lawAnchor(id)} className="flex scroll-mt-24 gap-2 text-sm" data-testid="law">
                <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  <span className="font-medium">{id}</span> — <span className="text-muted-foreground">{LAWS[id].name}.</span> {LAWS[id].summary}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
