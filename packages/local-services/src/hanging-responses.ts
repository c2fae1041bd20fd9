import type { ServerResponse } from "node:http";

const HANG_MS = 30_000;

/** Responses held open on purpose (`fail=timeout`): dropped after 30 s or when the server closes. */
export class HangingResponses {
  private readonly open = new Map<ServerResponse, NodeJS.Timeout>();

  hold(res: ServerResponse, ms = HANG_MS): void {
    const timer = setTimeout(() => res.destroy(), ms);
    this.open.set(res, timer);
    res.on("close", () => {
      clearTimeout(timer);
      this.open.delete(res);
    });
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
