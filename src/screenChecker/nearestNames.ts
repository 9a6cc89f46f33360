/** Edit distance (Levenshtein) between two texts. */
export function editDistance(a: string, b: string): number {
  // One row of the distance table at a time: `above`, `diagonal` and `left` are its neighbours in the rows.
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let distance = b.length;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let diagonal = i - 1;
    let left = i;
    for (const [index, above] of previous.slice(1).entries()) {
      left = Math.min(above + 1, left + 1, diagonal + (a[i - 1] === b[index] ? 0 : 1));
      current.push(left);
      diagonal = above;
    }
    previous = current;
    distance = left;
  }
  return distance;
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
