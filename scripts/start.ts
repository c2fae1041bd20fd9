// `npm start`: builds the widgets and the site, then serves the site with its API, the edge Worker
// in workerd (as Cloudflare runs it), in front of the local services' stand-ins of what is outside
// our code (Google Sheets, Docs and Drive, the Apps Script).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rmSync, renameSync } from "node:fs";
import { setPriority } from "node:os";
import { createServer, type Server } from "node:http";
import { DEFAULT_SERVICES_PORT, DEFAULT_SITE_PORT, LOCAL_HOST as HOST } from "@marketing/contracts";
import { DataDirLocked, startServices } from "@marketing/local-services";
import { configFromEnv } from "@marketing/site/config";
import { localWorkerVars, startEdge } from "@marketing/edge/local-worker";
import { createSiteServer, STORYBOOK_DIR } from "./site-server";

const sitePort = Number(process.env.PORT ?? DEFAULT_SITE_PORT);
const servicesPort = Number(process.env.SERVICES_PORT ?? DEFAULT_SERVICES_PORT);

/** The environment the site is built with; the site server's CSP reads the same variables. */
function siteBuildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  // Canonical and hreflang URLs, and the calendar stand-in, name the address the site is served at.
  env.VITE_SITE_URL ||= `http://${HOST}:${sitePort}`;
  return env;
}

function build() {
  console.log("Building the widgets and the site...");
  execFileSync("npm", ["run", "build", "--silent"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: siteBuildEnv(),
  });
}

/**
 * Builds the static Storybook once the site is up (it takes a minute or two, which the site's
 * address must not wait for), at a lower priority than the servers, into a folder of its own that
 * then replaces the served one: /storybook/ never serves a half-written build.
 */
function buildStorybook(url: string): ChildProcess {
  const next = `${STORYBOOK_DIR}.next`;
  rmSync(next, { recursive: true, force: true });
  console.log(`Storybook: building in the background, ${url} once ready...`);
  const child = spawn("npx", ["storybook", "build", "-o", next, "--quiet"], {
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that stopping ends npx's node child as well.
    detached: true,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
  if (child.pid) setPriority(child.pid, 10);
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("exit", (code, signal) => {
    if (signal) return;
    if (code === 0) {
      rmSync(STORYBOOK_DIR, { recursive: true, force: true });
      renameSync(next, STORYBOOK_DIR);
      console.log(`Storybook ready: ${url}`);
    } else {
      console.error(`${output}\nStorybook's build failed (above); the site is still served.`);
    }
  });
  return child;
}

function portInUse(port: number, variable: string): never {
  console.error(
    `Port ${port} is already in use: set ${variable} to another port (e.g. ${variable}=${port + 1} npm start).`,
  );
  process.exit(1);
}

function listen(server: Server, port: number, variable: string): Promise<void> {
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") portInUse(port, variable);
      throw error;
    });
    server.listen(port, HOST, resolve);
  });
}

/** Says a port is busy before a half-minute build, not after. */
async function ensureFree(port: number, variable: string): Promise<void> {
  const probe = createServer();
  await listen(probe, port, variable);
  await new Promise((resolve) => probe.close(resolve));
}

async function main() {
  await ensureFree(servicesPort, "SERVICES_PORT");
  await ensureFree(sitePort, "PORT");
  const building = !process.argv.includes("--no-build");
  if (building) build();

  // The confirmation emails in the outbox link to this site's confirmation page.
  const siteUrl = siteBuildEnv().VITE_SITE_URL;
  const services = await startServices({ port: servicesPort, host: HOST, siteUrl }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") portInUse(servicesPort, "SERVICES_PORT");
      if (error instanceof DataDirLocked) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    },
  );
  // The widgets' API: the edge Worker, its outbound calls going to the stand-ins.
  const worker = await startEdge({ vars: localWorkerVars(services.url) });
  const site = createSiteServer({
    widgetConfig: configFromEnv(siteBuildEnv()),
    api: worker.dispatch,
    siteOrigin: siteUrl,
  });
  await listen(site, sitePort, "PORT");

  console.log(`Site: http://${HOST}:${sitePort} (its API, the edge Worker, at /api)`);
  console.log(`Local services (stand-ins of Google and the Apps Script): ${services.url}`);
  console.log(`Submissions file: ${services.dataFile} (also at ${services.url}/submissions)`);
  console.log(
    `Emails the site sent (confirmations, owner notices, replies): ${services.url}/outbox`,
  );
  console.log(
    `Subscribers the mailing tool (Mailchimp's stand-in) was told of: ${services.url}/mailing-list`,
  );
  console.log(`Embed example: http://${HOST}:${sitePort}/examples/embed.html`);
  const storybookUrl = `http://${HOST}:${sitePort}/storybook/`;
  const storybook = building ? buildStorybook(storybookUrl) : undefined;
  if (!building) console.log(`Storybook (as last built): ${storybookUrl}`);
  console.log("Press Ctrl-C to stop.");

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (storybook?.pid && storybook.exitCode === null) process.kill(-storybook.pid);
    site.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => site.close(resolve)),
      services.close(),
      worker.dispose(),
    ]);
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
