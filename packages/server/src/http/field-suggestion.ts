/**
 * "Did you mean": the declared field an unknown one most likely stands for. Case, `_` and `-` are
 * ignored (`Reference_Images` is `referenceImages`); past that, the closest field by edit distance
 * (a swap of two neighbouring letters counts as one edit), if it is within a third of the longer
 * name's length. No field is suggested rather than a far-fetched one.
 */
export function closestField(unknown: string, fields: readonly string[]): string | undefined {
  const wanted = normalized(unknown);
  let best: { field: string; distance: number } | undefined;
  for (const field of fields) {
    const candidate = normalized(field);
    const distance = candidate === wanted ? 0 : editDistance(wanted, candidate);
    const allowed = Math.floor(Math.max(wanted.length, candidate.length) / 3);
    if (distance <= allowed && (!best || distance < best.distance)) best = { field, distance };
  }
  return best?.field;
}

const normalized = (name: string) => name.toLowerCase().replace(/[-_]/g, '');

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, beforePrevious[j - 2]! + 1);
      }
      current.push(d);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}
