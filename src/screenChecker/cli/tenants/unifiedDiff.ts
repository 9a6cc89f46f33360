/** One line of an edit script: kept (` `), removed (`-`) or added (`+`), with its line ending. */
interface Edit { kind: ' ' | '-' | '+'; line: string }

/** Lines of context around each change. */
const context = 3;

/**
 * A unified diff of two texts, as `diff -u` writes it (`---`/`+++` headers, `@@` hunks with three lines of context,
 * `\ No newline at end of file`), or `''` when they are equal. An absent text (undefined) is an absent file,
 * named `/dev/null`. A longest-common-subsequence diff: fine for the few hundred lines of a screen file.
 */
export function unifiedDiff(before: string | undefined, after: string | undefined, labels: { before: string; after: string }): string {
  if (before === after) return '';
  const edits = editScript(linesOf(before ?? ''), linesOf(after ?? ''));
  const out = [`--- ${before === undefined ? '/dev/null' : labels.before}`, `+++ ${after === undefined ? '/dev/null' : labels.after}`];
  const changed = edits.flatMap((edit, index) => (edit.kind === ' ' ? [] : [index]));
  // Line numbers before each edit, in the old and the new text.
  const oldLine: number[] = [];
  const newLine: number[] = [];
  let [o, n] = [0, 0];
  for (const edit of edits) {
    oldLine.push(o);
    newLine.push(n);
    if (edit.kind !== '+') o++;
    if (edit.kind !== '-') n++;
  }
  oldLine.push(o);
  newLine.push(n);
  // Every index read below is in range: `changed` holds indexes of `edits`, the line arrays one more entry than it.
  const at = (numbers: readonly number[], index: number) => numbers[index] ?? 0;
  for (let i = 0; i < changed.length;) {
    let last = i;
    while (last + 1 < changed.length && at(changed, last + 1) - at(changed, last) <= 2 * context) last++;
    const start = Math.max(0, at(changed, i) - context);
    const end = Math.min(edits.length, at(changed, last) + 1 + context);
    const range = (from: number, to: number) => `${to - from === 0 ? from : from + 1}${to - from === 1 ? '' : `,${to - from}`}`;
    out.push(`@@ -${range(at(oldLine, start), at(oldLine, end))} +${range(at(newLine, start), at(newLine, end))} @@`);
    for (const edit of edits.slice(start, end)) {
      out.push(edit.kind + edit.line.replace(/\n$/, ''));
      if (!edit.line.endsWith('\n')) out.push('\\ No newline at end of file');
    }
    i = last + 1;
  }
  return `${out.join('\n')}\n`;
}

/** Lines with their endings, so that a missing last newline is a change. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function editScript(a: readonly string[], b: readonly string[]): Edit[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  // common[i][j]: the longest common subsequence of x from i and y from j.
  // One flat table, row by row (indexes always in range, read as 0 otherwise).
  const width = y.length + 1;
  const common = new Uint32Array((x.length + 1) * width);
  const lcs = (i: number, j: number) => common[i * width + j] ?? 0;
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      common[i * width + j] = x[i] === y[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const edits: Edit[] = a.slice(0, head).map((line) => ({ kind: ' ', line }));
  let [i, j] = [0, 0];
  while (i < x.length || j < y.length) {
    const removed = x[i];
    const added = y[j];
    if (removed !== undefined && added !== undefined && removed === added) {
      edits.push({ kind: ' ', line: removed });
      i++;
      j++;
    } else if (removed !== undefined && (added === undefined || lcs(i + 1, j) >= lcs(i, j + 1))) {
      edits.push({ kind: '-', line: removed });
      i++;
    } else if (added !== undefined) {
      edits.push({ kind: '+', line: added });
      j++;
    }
  }
  return [...edits, ...a.slice(a.length - tail).map((line): Edit => ({ kind: ' ', line }))];
}
