/**
 * One run of `look` at a time, where each caller's answer comes from a run that began after its call: a
 * caller arriving while a run is under way gets the next run, which starts when that one ends (callers
 * arriving meanwhile share it). A job queued while a poll was reading the queue may not be in what that
 * poll read; joining it, draining the queue would end with the job still waiting.
 */
export function freshLook(look: () => Promise<boolean>): () => Promise<boolean> {
  let current: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  function start(): Promise<boolean> {
    const run = look().finally(() => {
      if (current === run) current = null;
    });
    current = run;
    return run;
  }

  function startNext(): Promise<boolean> {
    next = null;
    return start();
  }

  return () => {
    if (!current) return start();
    next ??= current.then(startNext, startNext);
    return next;
  };
}
