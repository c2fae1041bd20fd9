import type { ServerResponse } from "node:http";

const HANG_MS = 30_000;

/**
 * Responses held open on purpose (`fail=timeout`): dropped after 30 s or when the server closes,
 * and at most `max` at once (a test hook must not become a way to pin every connection).
 */
export class HangingResponses {
  private readonly open = new Map<ServerResponse, NodeJS.Timeout>();

  constructor(
    private readonly max = 32,
    private readonly ms = HANG_MS,
  ) {}

  /** Holds `res` open; false (and nothing held) when `max` are already held. */
  hold(res: ServerResponse): boolean {
    if (this.open.size >= this.max) return false;
    const timer = setTimeout(() => res.destroy(), this.ms);
    this.open.set(res, timer);
    res.on("close", () => {
      clearTimeout(timer);
      this.open.delete(res);
    });
    return true;
  }

  get size(): number {
    return this.open.size;
  }

  closeAll(): void {
    for (const [res, timer] of this.open) {
      clearTimeout(timer);
      res.destroy();
    }
    this.open.clear();
  }
}
