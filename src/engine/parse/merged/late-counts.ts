/**
 * The 7-year late counters of the 3-bureau sites ("30: 0 60: 1 90: 0"), read strictly. OCR drops the spaces
 * between a count and the next label ("30: 060: 090: 0" for "30: 0 60: 0 90: 0"), which a loose reading takes
 * for "60 times 30 days late" — a late payment that was never printed. The counters are read as a sequence of
 * "label: count" in rising order of the known labels; anything else in the cell makes the whole cell unread.
 */
const LABELS = ['30', '60', '90', '120', '150', '180'];
const PAIR = new RegExp(`(${LABELS.join('|')})\\+?:(\\d+?)(?=(?:${LABELS.join('|')})\\+?:|$)`, 'y');

export type LateCounts = Array<{ days: number; times: number }>;

/** The counters of a cell, or null when the cell does not read as one clean sequence of them. */
export function parseLateCounts(printed: string): LateCounts | null {
  const text = printed.replace(/\s+/g, '');
  if (!text) return null;
  const out: LateCounts = [];
  PAIR.lastIndex = 0;
  while (PAIR.lastIndex < text.length) {
    const m = PAIR.exec(text);
    if (!m?.[1] || m[2] === undefined) return null;
    const days = Number(m[1]);
    if (out.length > 0 && days <= (out[out.length - 1] as { days: number }).days) return null;
    out.push({ days, times: Number(m[2]) });
  }
  return out;
}

/** The counters as printed, spaced the way the sites print them ("30: 0 60: 1 90: 0"). */
export function formatLateCounts(counts: LateCounts): string {
  return counts.map((c) => `${c.days}: ${c.times}`).join(' ');
}

/** What the counters say, in words the negative-item rules read ("7-year history: 1 time 60 days late"). */
export function lateCountRemarks(counts: LateCounts): string[] {
  return counts.filter((c) => c.times > 0).map((c) => `7-year history: ${c.times} ${c.times === 1 ? 'time' : 'times'} ${c.days} days late`);
}
