// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiDocumentText } from '../../../server/api/reference/writeApiDocument';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Redocly CLI (a devDependency): its Node API is bundled inside it, not exported, so the test runs the command. */
const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js');

/** One problem as `redocly lint --format=json` reports it. */
interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

/**
 * Lints an OpenAPI document's text with the repository's `redocly.yaml` (Redocly's recommended rules). The CLI's own
 * chatter (its Node 20 notice) goes to stderr and is shown only when its answer cannot be read.
 */
async function lint(text: string): Promise<LintProblem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  const file = join(dir, 'openapi.json');
  writeFileSync(file, text);
  const args = [redocly, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format=json', '--max-problems=10000'];
  // No usage report to Redocly and no update check: a test makes no call out of the machine.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
  try {
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      // A document with problems exits 1: its report is on stdout all the same.
      execFile(process.execPath, args, { cwd: root, env, maxBuffer: 64 * 1024 * 1024 }, (_error, out, err) => resolve({ stdout: out, stderr: err }));
    });
    try {
      return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
    } catch {
      throw new Error(`redocly lint gave no JSON report:\n${stdout}\n${stderr}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `error operation-summary #/paths/~1api~1v1~1jobs/get/summary: Operation object should contain …`, one a line. */
const linesOf = (problems: LintProblem[]) => problems.map((problem) =>
  `${problem.severity} ${problem.ruleId} ${problem.location.map((at) => at.pointer ?? '?').join(', ')}: ${problem.message}`);

describe('the OpenAPI document of /api/v1, by Redocly\'s recommended rules', () => {
  it('has no error and no warning (each problem is listed: rule, place, message)', async () => {
    const problems = await lint(apiDocumentText());
    expect(linesOf(problems)).toEqual([]);
  }, 60_000);
});
