/**
 * Runs `run` at the page's next idle moment: after the frame being drawn is painted and nothing more urgent waits, at
 * the latest after `longestWait` ms. A browser without idle callbacks (Safari) runs it after `noIdleWait` ms. Returns
 * the cancel function (an effect's clean-up).
 */
export function whenIdle(run: () => void, longestWait: number, noIdleWait = longestWait): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: longestWait });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, noIdleWait);
  return () => clearTimeout(id);
}
