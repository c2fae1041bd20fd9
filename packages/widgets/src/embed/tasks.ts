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

/**
 * Loads the page's localStorage, which the language detection then reads (a stored language
 * choice). A page's first access loads its whole storage area synchronously, about 25 ms with the
 * CPU slowed 4x, so the loader does it in a task of its own. Blocked storage: nothing to load.
 */
export function warmStorage(): void {
  try {
    void localStorage.length;
  } catch {
    // Storage disabled or sandboxed: the detection falls back to its other signals.
  }
}
