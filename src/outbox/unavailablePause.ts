/**
 * The server was unavailable (502, 503, 504): the next round waits what it asked for (`Retry-After`, kept between 1 s
 * and 5 minutes), else 5 s, doubling each time up to 2 minutes, until a round gets through.
 */
export function unavailablePause(retryAfterSeconds: number | undefined, attempt: number): number {
  if (retryAfterSeconds !== undefined) return Math.min(Math.max(retryAfterSeconds, 1), 300) * 1000;
  return Math.min(5_000 * 2 ** attempt, 120_000);
}
