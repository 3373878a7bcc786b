import { SCORE_MAX, SCORE_MIN } from '../../../../common/analysis';
import { scoreScalePercent } from '../../../../common/score';
import { cn } from '../../../lib/cn';
import { scoreBandTone } from './score-band';

/** The half-circle the gauge is drawn on: 180° from the left end (300) to the right end (850). */
const ARC = 'M 10 60 A 50 50 0 0 1 110 60';

/**
 * The score on the 300–850 scale (spec: "a bar on the 300–850 scale"), drawn as a half-circle gauge (docs/design.md):
 * the filled part is where the score sits, in the band's colour, with the number and band in the middle. It is a
 * `meter` from 300 to 850 for assistive technology, so the scale the spec's bar shows is announced too (decision 082).
 */
export function ScoreGauge({ score, className }: { score: number; className?: string }) {
  const tone = scoreBandTone(score);
  const percent = scoreScalePercent(score);
  return (
    <div
      role="meter"
      aria-label={`Score on the ${SCORE_MIN}–${SCORE_MAX} scale`}
      aria-valuemin={SCORE_MIN}
      aria-valuemax={SCORE_MAX}
      aria-valuenow={score}
      aria-valuetext={`${score}, ${tone.band}`}
      className={cn('relative mx-auto w-full max-w-56', className)}
    >
      <svg viewBox="0 0 120 66" className="w-full" aria-hidden="true" focusable="false">
        <path d={ARC} fill="none" strokeWidth="10" strokeLinecap="round" className="stroke-track" pathLength={100} />
        {percent > 0 ? (
          <path d={ARC} fill="none" strokeWidth="10" strokeLinecap="round" className={tone.stroke} pathLength={100} strokeDasharray={`${percent} 100`} />
        ) : null}
      </svg>
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center">
        <p className="text-4xl font-bold leading-none tracking-tight tabular-nums">{score}</p>
        <p className={cn('mt-1 text-sm font-semibold', tone.text)}>{tone.band}</p>
      </div>
      <div className="mt-1 flex justify-between px-1 text-xs text-muted-foreground" aria-hidden="true">
        <span>{SCORE_MIN}</span>
        <span>{SCORE_MAX}</span>
      </div>
    </div>
  );
}
