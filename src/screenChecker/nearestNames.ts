/** Edit distance (Levenshtein) between two texts. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known names nearest to a typo (case aside), when near enough to be one: at most three. */
export function nearestNames(typed: string, known: readonly string[]): string[] {
  const lower = typed.toLowerCase();
  const scored = known.map((name) => ({ name, distance: editDistance(lower, name.toLowerCase()) }));
  const best = Math.min(Infinity, ...scored.map((entry) => entry.distance));
  if (best > Math.max(2, Math.floor(typed.length / 3))) return [];
  return scored.filter((entry) => entry.distance === best).slice(0, 3).map((entry) => entry.name);
}

/** `; did you mean "a" or "b"?` for the names nearest to a typo, or nothing. */
export function didYouMean(typed: string, known: readonly string[], quote = (name: string) => `"${name}"`): string {
  const near = nearestNames(typed, known);
  return near.length === 0 ? '' : `; did you mean ${near.map(quote).join(' or ')}?`;
}
