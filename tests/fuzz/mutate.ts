/**
 * Deterministic byte mutations of a file, as a damaged download or a hostile upload would make: bytes inserted,
 * deleted and flipped at random offsets. The same seed always gives the same files.
 */

/** mulberry32: a small seeded generator, enough to pick offsets and bytes reproducibly. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type MutationKind = 'insert' | 'delete' | 'flip';

export interface Mutated {
  bytes: Uint8Array;
  /** What was done, for the failure message of a test (offsets and counts, never content). */
  edits: string[];
}

/** Applies `count` edits, each an insertion, a deletion or a run of flipped bytes at a random offset. */
export function mutate(source: Uint8Array, random: () => number, count: number): Mutated {
  let bytes = Uint8Array.from(source);
  const edits: string[] = [];
  const int = (below: number) => Math.floor(random() * below);
  for (let i = 0; i < count; i++) {
    const kind: MutationKind = (['insert', 'delete', 'flip'] as const)[int(3)]!;
    const at = int(bytes.length);
    const length = 1 + int(random() < 0.8 ? 8 : 512);
    if (kind === 'insert') {
      const inserted = Uint8Array.from({ length }, () => int(256));
      const next = new Uint8Array(bytes.length + length);
      next.set(bytes.subarray(0, at));
      next.set(inserted, at);
      next.set(bytes.subarray(at), at + length);
      bytes = next;
    } else if (kind === 'delete') {
      const end = Math.min(bytes.length, at + length);
      const next = new Uint8Array(bytes.length - (end - at));
      next.set(bytes.subarray(0, at));
      next.set(bytes.subarray(end), at);
      bytes = next;
    } else {
      for (let j = at; j < Math.min(bytes.length, at + length); j++) bytes[j] = bytes[j]! ^ (1 + int(255));
    }
    edits.push(`${kind} ${length} at ${at}`);
  }
  return { bytes, edits };
}
