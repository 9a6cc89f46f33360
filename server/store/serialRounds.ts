/** Rounds of work one at a time in this process, asked for after writes and on a timer (the push and mail outboxes). */
export interface SerialRounds<Count> {
  /** Runs rounds until none is asked for; a call while one runs makes it go round once more. Answers the rounds' sum. */
  run(): Promise<Count>;
  /** Resolves when no round is under way. */
  settled(): Promise<void>;
  /** Stops the timer and waits for the round under way; no round starts afterwards. */
  close(): Promise<void>;
}

/**
 * Runs `round` one at a time: `run()` while a round is under way asks for one more after it (so what a request wrote
 * while the last round read the outbox is not left waiting), and every `tickSeconds` (0: never) `tick` runs unless a
 * round is under way. Counts of the rounds of one `run()` are summed with `add`; a failed tick is told to `failed`.
 */
export function serialRounds<Count>(options: {
  round: () => Promise<Count>;
  empty: () => Count;
  add: (total: Count, one: Count) => Count;
  tickSeconds: number;
  tick: () => Promise<unknown>;
  failed: (error: unknown) => void;
}): SerialRounds<Count> {
  let running: Promise<Count> | null = null;
  let again = false;
  let closed = false;
  const run = (): Promise<Count> => {
    if (closed) return Promise.resolve(options.empty());
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = options.empty();
      do {
        again = false;
        total = options.add(total, await options.round());
      } while (again && !closed);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  let ticking = false;
  const timer = options.tickSeconds > 0 ? setInterval(() => {
    if (ticking || closed) return;
    ticking = true;
    void options.tick().catch(options.failed).finally(() => {
      ticking = false;
    });
  }, options.tickSeconds * 1000) : null;
  timer?.unref();
  const settled = async () => {
    while (running) await running.catch(() => undefined);
  };
  return {
    run,
    settled,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await settled();
    },
  };
}
