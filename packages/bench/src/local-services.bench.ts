// Loopback throughput of the local services: one values.get read and one durable newsletter write.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_API_KEY, LOCAL_SPREADSHEET_ID } from "@marketing/contracts";
import type { BenchRow } from "./row";
import { startServices } from "@marketing/local-services";

const REQUESTS = 2000;
const CONCURRENCY = 50;

/** Requests per second for `REQUESTS` calls with at most `CONCURRENCY` in flight; fails on any non-2xx. */
async function requestsPerSecond(send: (index: number) => Promise<Response>): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const res = await send(next++);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`bench request failed with ${res.status}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Math.round(REQUESTS / ((performance.now() - started) / 1000));
}

export default async function bench(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "local-services-bench-"));
  const services = await startServices({ port: 0, dataDir });
  try {
    const readUrl = `${services.url}/v4/spreadsheets/${LOCAL_SPREADSHEET_ID}/values/Sheet1!A:H?key=${LOCAL_API_KEY}`;
    // Warm up connections and the JIT so the first figures are not start-up costs.
    for (let i = 0; i < 50; i++) await (await fetch(readUrl)).arrayBuffer();
    const read = await requestsPerSecond(() => fetch(readUrl));
    const write = await requestsPerSecond((i) =>
      fetch(`${services.url}/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8" },
        body: JSON.stringify({
          type: "newsletter_subscription",
          email: `bench${i}@example.com`,
          subscribed_at: new Date().toISOString(),
        }),
      }),
    );
    const label = `${REQUESTS} requests, ${CONCURRENCY} concurrent, loopback`;
    // No bar is set for these figures, so the rows carry no budget.
    return [
      { name: `values.get Sheet1!A:H (${label})`, value: read, unit: "req/s" },
      { name: `newsletter write, fsynced before answer (${label})`, value: write, unit: "req/s" },
    ];
  } finally {
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
