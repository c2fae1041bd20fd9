interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the host page can paint and answer input in
 * between: `scheduler.yield()` where the browser has it (resumes ahead of other queued work),
 * else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler && typeof scheduler.yield === "function") return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
