import { Scale } from 'lucide-react';
import type { Finding } from '../../../common/analysis';
import { findingAnchor } from '../../../common/assistant';
import { LAWS, lawOf } from '../../../engine/plan/laws';
import { BUREAU_LABELS } from '../../../common/analysis';
import { EmptyPanel } from './detail-panels';
import { maskAccountNumber } from './model';
import { FINDING_TITLE_FALLBACK, FINDING_TITLES, TEXT } from './texts';

/**
 * 'Possible Errors' (the issue: "shows each finding with its printed evidence and law basis"): each finding's plain
 * explanation, the creditor, the line printed on the report, and every cited law with its summary.
 */
export function FindingsPanel({ findings }: { findings: Finding[] }) {
  if (findings.length === 0) return <EmptyPanel>{TEXT.details.noFindings}</EmptyPanel>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{TEXT.details.findingsIntro}</p>
      <ul className="flex flex-col gap-4">
        {findings.map((f, index) => (
          <li key={`${f.code}-${f.creditor}-${index}`} id={findingAnchor(index)} className="flex scroll-mt-4 flex-col gap-3 rounded-md border border-border p-4">
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
                <blockquote className="overflow-x-auto rounded-md border-l-4 border-slate-400 bg-slate-100 px-3 py-2 font-mono text-sm whitespace-pre-wrap break-words text-slate-900">
                  {f.evidence}
                </blockquote>
              </figure>
            ) : null}
            {f.lawBasis.length > 0 ? (
              <div className="flex flex-col gap-2">
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{TEXT.details.lawBasis}</p>
                <ul className="flex flex-col gap-2">
                  {f.lawBasis.map((citation) => {
                    const id = lawOf(citation);
                    const law = id ? LAWS[id] : null;
                    return (
                      <li key={citation} className="flex gap-2 text-sm">
                        <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
                        <span>
                          <span className="font-medium">{citation}</span>
                          {law ? (
                            <>
                              {' — '}
                              <span className="text-muted-foreground">{law.name}.</span> {law.summary}
                            </>
                          ) : null}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
