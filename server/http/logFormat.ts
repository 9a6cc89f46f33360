/**
 * How the log reads: `json`, one object per line for log shippers; `terminal`, short coloured lines for a person
 * (one per request: method, address, status, time).
 */
export type LogFormat = 'json' | 'terminal';

/** `LOG_FORMAT` (`json` or `terminal`) when set, else `terminal` when the log goes to a terminal and `json` when not. */
export function logFormatOf(env: NodeJS.ProcessEnv, toTerminal: boolean): LogFormat {
  const asked = env.LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'terminal') return asked;
  if (asked) throw new Error(`LOG_FORMAT is ${env.LOG_FORMAT}: write json (for log shippers) or terminal (for a person)`);
  return toTerminal ? 'terminal' : 'json';
}
