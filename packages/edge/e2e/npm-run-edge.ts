// `npm run edge` as a test runs it: on free ports, in its own process group (stopped whole: npm,
// tsx, wrangler, workerd), resolved once it prints its address.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

export interface RunningEdge {
  child: ChildProcess;
  /** Where it serves, e.g. `http://127.0.0.1:41234`. */
  base: string;
  stop(): Promise<void>;
}

/** `npm run edge [args]` with `env` (its documented variables) added to this process's. */
export async function npmRunEdge(
  env: Record<string, string>,
  args: string[] = [],
): Promise<RunningEdge> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("npm", ["run", "--silent", "edge", ...(args.length ? ["--", ...args] : [])], {
    cwd: REPO,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      EDGE_PORT: String(port),
      EDGE_INSPECTOR_PORT: String(await freePort()),
      ...env,
    },
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Edge: ${base}`)) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => reject(new Error(`npm run edge exited (${code}):\n${output}`)));
  });
  return {
    child,
    base,
    async stop() {
      if (child.pid && child.exitCode === null) {
        process.kill(-child.pid, "SIGTERM");
        await once(child, "exit");
      }
    },
  };
}
