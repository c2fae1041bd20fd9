import ky, { type KyInstance } from "ky";

export interface HttpOptions {
  /** Injected in tests instead of patching the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout in ms. */
  timeout?: number;
}

/** spec §7: retry 3 times, exponential backoff capped at 30 s. */
export const RETRY_LIMIT = 3;
export const BACKOFF_LIMIT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 15_000;

/** The one HTTP client of the library: every request goes through an instance made here. */
export function createHttp(options: HttpOptions = {}): KyInstance {
  return ky.create({
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: { limit: RETRY_LIMIT, backoffLimit: BACKOFF_LIMIT_MS },
    // Bind lazily so a test's or the host's fetch replacement made after import still applies.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
}
