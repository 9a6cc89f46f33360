import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One type or non-null assertion in the source: `x as T`, `<T>x`, `x!` (not `as const`). */
export interface TypeAssertion {
  file: string;
  line: number;
  kind: 'as' | '!';
  text: string;
}

/** The type and non-null assertions of one TypeScript source text, found on its syntax tree. */
export function typeAssertionsOf(file: string, text: string): TypeAssertion[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: TypeAssertion[] = [];
  const add = (node: ts.Node, kind: TypeAssertion['kind']) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, kind, text: node.getText(source).slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
      if (!isConst) add(node, 'as');
    } else if (ts.isNonNullExpression(node)) {
      add(node, '!');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every assertion in the `.ts` and `.tsx` files under `folder` (declaration files left out), paths relative to `root`. */
export function typeAssertionsUnder(root: string, folder: string): TypeAssertion[] {
  const files = (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(root, folder, file));
  return files.flatMap((file) => typeAssertionsOf(relative(root, file), readFileSync(file, 'utf8')));
}
