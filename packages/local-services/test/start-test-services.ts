import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { connect } from "node:net";
import { join } from "node:path";
import { startServices, type StartServicesOptions } from "../src/index";

export type TestServices = Awaited<ReturnType<typeof startTestServices>>;

/** The real server on an ephemeral port with a fresh data dir; `stop()` removes both. */
export async function startTestServices(options: StartServicesOptions = {}) {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "local-services-test-")));
  const services = await startServices({ port: 0, ...options, dataDir });
  return {
    ...services,
    dataDir,
    /** The submissions file's record lines (not its outbox's or confirmations'). */
    async lines(): Promise<string[]> {
      const text = await readFile(services.dataFile, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter(
          (line) =>
            line !== "" && !/^\{"(mail|confirmed|unsubscribed|toolStateOf|member)":/.test(line),
        );
    },
    async stop(): Promise<void> {
      await services.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs a body as the edge Worker forwards a submission: JSON in a text/plain body. */
export function postText(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Runs `task` for 0..count-1 with at most `concurrency` in flight. */
export async function runBounded<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/**
 * Sends `text` as-is over a fresh socket (malformed request lines and headers that fetch refuses
 * to send) and resolves with everything the server wrote back until it closed the connection or
 * `timeoutMs` passed (then `timedOut` is true and the socket is dropped).
 */
export function rawRequest(
  port: number,
  text: string | Buffer,
  timeoutMs = 5000,
): Promise<{ response: string; status: number | undefined; timedOut: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const response = Buffer.concat(chunks).toString("latin1");
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1];
      resolve({ response, status: status ? Number(status) : undefined, timedOut });
    });
    socket.write(text);
  });
}

/** Every record of GET /submissions, following its `Link: <…>; rel="next"` pages. */
export async function allSubmissions(baseUrl: string, query = ""): Promise<unknown[]> {
  const records: unknown[] = [];
  let next: string | undefined = `${baseUrl}/submissions${query}`;
  while (next) {
    const res: Response = await fetch(next);
    records.push(...((await res.json()) as unknown[]));
    const link = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1];
    next = link ? new URL(link, baseUrl).href : undefined;
  }
  return records;
}
