// The Node server's JPEG encoder: jpeg-js in worker threads, so that making a thumbnail (a few
// hundred ms at 1600×900) never holds up the requests of the main thread.
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { JpegEncoder, Thumbnail } from "./drive";
import { HttpError } from "./http-utils";

/** Plain JavaScript, so it runs wherever the server does (tsx, vitest) with no loader. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { encode } = require(workerData.jpegJs);
parentPort.on("message", ({ width, height, pixels, quality }) => {
  try {
    const bytes = new Uint8Array(encode({ data: pixels, width, height }, quality).data);
    parentPort.postMessage({ bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

const WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Pictures waiting their turn (each drawn only when its turn comes); past this, 503. */
const MAX_WAITING = 64;

interface Job {
  draw: () => Thumbnail;
  quality: number;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

const waiting: Job[] = [];
const idle: Worker[] = [];
let started = 0;

function startWorker(): Worker {
  const jpegJs = createRequire(import.meta.url).resolve("jpeg-js");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { jpegJs } });
  // Idle, it must not keep the process alive (tests, Ctrl-C).
  worker.unref();
  started++;
  return worker;
}

function run(worker: Worker, job: Job): void {
  let thumbnail: Thumbnail;
  try {
    thumbnail = job.draw();
  } catch (error) {
    job.reject(error as Error);
    return release(worker);
  }
  const done = (answer: { bytes?: Uint8Array; error?: string }) => {
    worker.off("error", failed);
    if (answer.bytes) job.resolve(answer.bytes);
    else job.reject(new Error(`JPEG encoding failed: ${answer.error}`));
    release(worker);
  };
  const failed = (error: Error) => {
    // A crashed worker fails its job and is replaced by the next job that needs one.
    worker.off("message", done);
    started--;
    job.reject(error);
    pump();
  };
  worker.once("message", done);
  worker.once("error", failed);
  const { width, height, pixels } = thumbnail;
  worker.postMessage({ width, height, pixels, quality: job.quality }, [
    pixels.buffer as ArrayBuffer,
  ]);
}

function release(worker: Worker): void {
  idle.push(worker);
  pump();
}

function pump(): void {
  while (waiting.length > 0) {
    const worker = idle.pop() ?? (started < WORKERS ? startWorker() : undefined);
    if (!worker) return;
    run(worker, waiting.shift()!);
  }
}

export const encodeJpegOffThread: JpegEncoder = (draw, quality) =>
  new Promise((resolve, reject) => {
    if (waiting.length >= MAX_WAITING)
      return reject(new HttpError(503, "Too many thumbnails being made: try again shortly."));
    waiting.push({ draw, quality, resolve, reject });
    pump();
  });
