import { errorIn, type CheckedFile } from './CheckedFile';
import { needsAnswer } from '../ground/screenLanguage/offlineOf';
import type { SpecError } from '../ground/screenLanguage/SpecError';
import type { SuccessSpec } from '../ground/screenLanguage/types';
import { isRecord } from '../ground/screenLanguage/specRecord';

const asRecord = (value: unknown): Record<string, unknown> | null => (isRecord(value) ? value : null);

/** The declared mode of an `offline:` value, or undefined. */
function declaredMode(offline: unknown): unknown {
  return typeof offline === 'string' ? offline : asRecord(offline)?.mode;
}

/**
 * Checks every call's `offline:` against what the schema cannot see: a GET never waits on the phone (reads stay as
 * they are), and a write whose success needs the server's answer (`renewSession`, or a `navigate` naming `$response`)
 * cannot be queued. Each call is found with the `onSuccess` beside it (an action's, or a form submit's).
 */
export function checkOfflineWrites(checked: CheckedFile): SpecError[] {
  const errors: SpecError[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    const record = asRecord(value);
    if (!record) return;
    const call = asRecord(record.call);
    if (call && call.offline !== undefined) {
      const at = `${pointer}/call/offline`;
      const mode = declaredMode(call.offline);
      if (call.method === 'GET') errors.push(errorIn(checked, at, '`offline:` is for writes (POST, DELETE): a GET is a read, which works offline from what was seen before'));
      else if (mode === 'queue' && needsAnswer(asRecord(record.onSuccess) as SuccessSpec | undefined)) {
        errors.push(errorIn(checked, at, 'a write whose onSuccess needs its answer (renewSession, or navigate naming $response) cannot wait on the phone: use `offline: never`'));
      }
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${pointer}/${key}`);
  };
  visit(checked.value, '');
  return errors;
}
