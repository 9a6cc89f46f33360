import type { CallSpec, I18nKey, SuccessSpec } from './types';

/** A write's offline behaviour with its defaults filled in. */
export interface OfflineBehaviour {
  queue: boolean;
  message?: I18nKey;
  waiting?: I18nKey;
}

/** Whether a success needs the call's answer: the session's next token, or a navigation to what the answer names. */
export const needsAnswer = (onSuccess: SuccessSpec | undefined): boolean =>
  onSuccess?.renewSession === true || (onSuccess?.navigate ?? '').includes('$response');

/**
 * How a call behaves offline: as declared (`offline: queue | never`, or `{ mode, message, waiting }`); by default a
 * write (POST, DELETE) may wait on the phone, unless its success needs the answer. A GET never waits.
 */
export function offlineOf(call: CallSpec, onSuccess?: SuccessSpec): OfflineBehaviour {
  const declared = call.offline;
  const mode = typeof declared === 'string' ? declared : declared?.mode;
  const detail = typeof declared === 'object' ? { message: declared.message, waiting: declared.waiting } : {};
  const queue = call.method !== 'GET' && (mode ?? (needsAnswer(onSuccess) ? 'never' : 'queue')) === 'queue';
  return { queue, ...detail };
}
