import { AlertTriangle, FileText } from 'lucide-react';

/** Invented sample data that illustrates each step; no real person or account. */

const SAMPLE_SCORES = [
  { bureau: 'Experian', score: 612 },
  { bureau: 'TransUnion', score: 598 },
  { bureau: 'Equifax', score: 605 },
];

function scorePercent(score: number): number {
  return Math.round(((score - 300) / (850 - 300)) * 100);
}

export function SampleScoreCard() {
  return (
    <div className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Sample · Jordan Rivera</p>
      <p className="mt-1 font-semibold text-foreground">Reports uploaded</p>
      <ul className="mt-4 flex flex-col gap-3">
        {SAMPLE_SCORES.map(({ bureau, score }) => (
          <li key={bureau}>
            <div className="flex items-center justify-between text-sm">
              <span className="text-muted-foreground">{bureau}</span>
              <span className="font-bold text-foreground">{score}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-track" aria-hidden="true">
              <div className="h-2 rounded-full bg-warning-fill" style={{ width: `${scorePercent(score)}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">Scores on the 300–850 scale</p>
    </div>
  );
}

export function SampleFinding() {
  return (
    <div className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Sample negative item</p>
      <div className="mt-2 flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-foreground">Northwind Auto Finance</p>
          <p className="text-sm text-muted-foreground">Auto loan · 60 days late · reported Mar 2023</p>
        </div>
        <span className="rounded-full bg-destructive-soft px-2.5 py-0.5 text-xs font-semibold text-destructive">High impact</span>
      </div>
      <div className="mt-4 flex gap-3 rounded-md border border-warning-border bg-warning-soft p-3 text-sm text-warning">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">Finding: </span>
          Experian reports the payment as late, while TransUnion shows the account current for the same month. Inconsistent reporting can be disputed as
          inaccurate.
        </p>
      </div>
    </div>
  );
}

export function SampleLetter() {
  return (
    <div className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <FileText className="size-4" aria-hidden="true" />
        Sample dispute letter (excerpt)
      </p>
      <div className="mt-3 space-y-2 border-l-4 border-primary-border pl-4 font-serif text-sm leading-relaxed text-muted-foreground">
        <p>To Experian Dispute Department,</p>
        <p>
          I am writing to dispute the following information in my credit file. The Northwind Auto Finance account is reported as 60 days late for March 2023.
          This is inaccurate: the payment was made on time, as other bureaus report.
        </p>
        <p>Under the Fair Credit Reporting Act, 15 U.S.C. § 1681i, please investigate and correct or delete this item within 30 days.</p>
        <p>Sincerely, Jordan Rivera</p>
      </div>
    </div>
  );
}

const SAMPLE_PROGRESS = [
  { month: 'Jan', score: 605 },
  { month: 'Feb', score: 618 },
  { month: 'Mar', score: 634 },
  { month: 'Apr', score: 651 },
  { month: 'May', score: 667 },
];

export function SampleProgressChart() {
  return (
    <figure className="rounded-lg border border-border bg-card p-5 shadow-sm">
      <figcaption className="flex items-center justify-between">
        <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Sample average score</span>
        {/* An illustration, not a result anyone can expect (no promises of results: 15 U.S.C. 1679b(a)(3), docs/decisions/060). */}
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">Illustration only: results are not guaranteed</span>
      </figcaption>
      <ol className="mt-4 flex h-40 items-end gap-3" aria-label="Average score by month">
        {SAMPLE_PROGRESS.map(({ month, score }) => (
          <li key={month} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-semibold text-muted-foreground">{score}</span>
            <div className="w-full rounded-t-md bg-primary" style={{ height: `${((score - 550) / (700 - 550)) * 100}%` }} aria-hidden="true" />
            <span className="text-xs text-muted-foreground">{month}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
