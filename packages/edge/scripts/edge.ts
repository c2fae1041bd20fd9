// `npm run edge`: the Worker in workerd (`wrangler dev`, offline) on EDGE_PORT, serving the site
// built for its address, in front of the local services unless SHEETS_API_BASE names other ones.
// `--no-build` serves the last build (EDGE_BUILD_DIR's).
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import {
  DEFAULT_SERVICES_PORT,
  LOCAL_API_KEY,
  LOCAL_HOST,
  LOCAL_ROUTES,
  LOCAL_SPREADSHEET_ID,
} from "@marketing/contracts";
import { DataDirLocked, startServices, type RunningServices } from "@marketing/local-services";
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

/** The Worker's variables and secrets: the environment's, else the local services'. */
function workerVars(services: string | undefined): Record<string, string> {
  const env = process.env;
  const local = (path: string) => (services ? `${services}${path}` : "");
  const vars: Record<string, string> = {
    SHEETS_API_BASE: env.SHEETS_API_BASE || local(""),
    SHEETS_API_KEY: env.SHEETS_API_KEY || (services ? LOCAL_API_KEY : ""),
    SPREADSHEET_ID: env.SPREADSHEET_ID || LOCAL_SPREADSHEET_ID,
    SHEETS_CACHE_SECONDS: env.SHEETS_CACHE_SECONDS || "60",
    DOCS_BASE: env.DOCS_BASE || local("/docs"),
    NEWSLETTER_ENDPOINT: env.NEWSLETTER_ENDPOINT || local(LOCAL_ROUTES.newsletter),
    CONTACT_ENDPOINT: env.CONTACT_ENDPOINT || local(LOCAL_ROUTES.contact),
    COMMENTS_ENDPOINT: env.COMMENTS_ENDPOINT || local(LOCAL_ROUTES.comments),
    GOOGLE_SERVICE_ACCOUNT: env.GOOGLE_SERVICE_ACCOUNT || "",
  };
  return Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== ""));
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
  const vars = workerVars(services?.url);
  const spreadsheetId = vars.SPREADSHEET_ID!;
  const client = `${buildDir}/client`;
  if (!process.argv.includes("--no-build")) {
    console.log("Building the widgets and the site for the edge...");
    await buildEdgeSite(buildDir, edgeSiteEnv(origin, spreadsheetId, { local: services?.url }));
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
