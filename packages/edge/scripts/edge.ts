// `npm run edge`: the Worker in workerd (`wrangler dev`, offline) on EDGE_PORT, serving the site
// built for its address, in front of the local services unless SHEETS_API_BASE names other ones
// (then the build reads its posts there too). `--no-build` serves the last build (EDGE_BUILD_DIR's).
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { DEFAULT_SERVICES_PORT, LOCAL_HOST } from "@marketing/contracts";
import { DataDirLocked, startServices, type RunningServices } from "@marketing/local-services";
import { localWorkerVars } from "./local-worker";
import { REPO, buildEdgeSite, edgeSiteEnv } from "./site-build";

export const DEFAULT_EDGE_PORT = 8788;

const edgePort = Number(process.env.EDGE_PORT || DEFAULT_EDGE_PORT);
const servicesPort = Number(process.env.SERVICES_PORT || DEFAULT_SERVICES_PORT);
const origin = `http://${LOCAL_HOST}:${edgePort}`;
const buildDir = process.env.EDGE_BUILD_DIR || `${REPO}.cache/edge-site`;

/** The local services, started here, or already running on their port (`npm start`). */
async function localServices(): Promise<{ url: string; running?: RunningServices }> {
  try {
    const running = await startServices({ port: servicesPort, host: LOCAL_HOST });
    return { url: running.url, running };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE" || error instanceof DataDirLocked) {
      console.log(`Using the local services already on port ${servicesPort}.`);
      return { url: `http://${LOCAL_HOST}:${servicesPort}` };
    }
    throw error;
  }
}

async function waitUntilUp(url: string, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  return false;
}

async function main() {
  const services = process.env.SHEETS_API_BASE ? undefined : await localServices();
  const vars = localWorkerVars(services?.url);
  const client = `${buildDir}/client`;
  if (!process.argv.includes("--no-build")) {
    console.log("Building the widgets and the site for the edge...");
    await buildEdgeSite(buildDir, edgeSiteEnv(origin));
  }
  // Where workerd keeps its cache between runs (EDGE_STATE_DIR: a test's own, starting empty).
  const state = process.env.EDGE_STATE_DIR || `${REPO}.cache/edge-state`;
  await mkdir(state, { recursive: true });
  const args = [
    "dev",
    "--config",
    `${REPO}packages/edge/wrangler.jsonc`,
    "--ip",
    LOCAL_HOST,
    "--port",
    String(edgePort),
    "--inspector-port",
    String(Number(process.env.EDGE_INSPECTOR_PORT || edgePort + 1000)),
    "--assets",
    client,
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
    "--log-level",
    process.env.EDGE_LOG_LEVEL || "warn",
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  const wrangler = spawn(`${REPO}node_modules/.bin/wrangler`, args, {
    cwd: `${REPO}packages/edge`,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: process.env.CI ?? "" },
  });
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    wrangler.kill("SIGTERM");
    await services?.running?.close();
    process.exit(code);
  };
  wrangler.on("exit", (code) => {
    if (!stopping) {
      console.error(`wrangler dev stopped (exit ${code}).`);
      void stop(1);
    }
  });
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
  if (!(await waitUntilUp(`${origin}/`, 90_000))) {
    console.error(`The Worker did not answer on ${origin} within 90 s.`);
    return stop(1);
  }
  console.log(`Edge: ${origin}`);
  if (services) console.log(`Local services: ${services.url}`);
  console.log("Press Ctrl-C to stop.");
}

void main();
