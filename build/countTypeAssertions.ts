/** Prints the type and non-null assertions (`x as T`, `x!`, not `as const`) per folder and the files with most: `npx tsx build/countTypeAssertions.ts`. */
import { typeAssertionsUnder } from './typeAssertions';
import { fileURLToPath } from 'node:url';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
for (const f of ['src', 'src/renderer', 'src/ground', 'src/screenChecker', 'src/app', 'src/features', 'server']) {
  const a = typeAssertionsUnder(repoRoot, f);
  console.log(f, a.length, 'as', a.filter((x) => x.kind === 'as').length, '!', a.filter((x) => x.kind === '!').length);
}
const byFile = new Map<string, number>();
for (const a of typeAssertionsUnder(repoRoot, 'src')) byFile.set(a.file, (byFile.get(a.file) ?? 0) + 1);
console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([f, n]) => `${n} ${f}`).join('\n'));
