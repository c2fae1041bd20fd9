// `npm run deploy`: builds the site for its public address (SITE_URL), its widgets calling the
// Worker on that same origin (`/api`), and runs `wrangler deploy`: the static site with its headers and
// redirects, and the API. `npm run deploy -- --dry-run` builds the same bundle without deploying
// (offline, no account). docs/going-live.md is the whole path.
import { spawnSync } from "node:child_process";
import { REPO, buildEdgeSite, edgeSiteEnv } from "./site-build";

const dryRun = process.argv.includes("--dry-run");
const env = process.env;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const siteUrl = (env.SITE_URL || (dryRun ? "https://www.example.com" : "")).replace(/\/+$/, "");
if (!/^https:\/\/[^/]+$/.test(siteUrl))
  fail("Set SITE_URL to the site's public address, e.g. SITE_URL=https://www.example.com.");
const spreadsheetId = env.SPREADSHEET_ID || (dryRun ? "your-spreadsheet-id" : "");
if (!spreadsheetId) fail("Set SPREADSHEET_ID to the blog's spreadsheet id.");

const siteEnv = edgeSiteEnv(siteUrl);
// The prerender reads the sheet with SHEETS_API_KEY (app/services-config.ts); a dry run without it
// stays offline, on the local fixtures' posts.
if (!dryRun && !env.SHEETS_API_KEY)
  fail("Set SHEETS_API_KEY: the build reads the posts it prerenders from the sheet with it.");
const operator = {
  // No booking page configured would leave the calendar on this machine: the production check stops.
  VITE_CALENDAR_URL:
    env.VITE_CALENDAR_URL || (dryRun ? "https://calendly.com/your-company/strategy-call" : ""),
  NODE_ENV: "production",
};

console.log(`Building the site for ${siteUrl}...`);
const client = await buildEdgeSite(`${REPO}.cache/deploy-site`, siteEnv, operator).catch(
  (error: Error) => fail(`The site's build failed: ${error.message}`),
);

/** The Worker's plain variables a deploy passes on when set (docs/going-live.md); secrets are not. */
const PLAIN_VARS = [
  "SHEETS_CACHE_SECONDS",
  "ALLOWED_ORIGINS",
  "MAIL_FROM",
  "COMPANY_LANG",
  "NOTIFY_DIGEST_SECONDS",
  "MAIL_HOURLY_LIMIT",
  "MAIL_DAILY_LIMIT",
];

const args = [
  "deploy",
  "--config",
  `${REPO}packages/edge/wrangler.jsonc`,
  "--assets",
  client,
  "--var",
  `SPREADSHEET_ID:${spreadsheetId}`,
  ...PLAIN_VARS.flatMap((name) => (env[name] ? ["--var", `${name}:${env[name]}`] : [])),
  ...(dryRun ? ["--dry-run", "--outdir", `${REPO}.cache/edge-bundle`] : []),
];
const result = spawnSync(`${REPO}node_modules/.bin/wrangler`, args, {
  cwd: `${REPO}packages/edge`,
  stdio: "inherit",
  env: { ...env, WRANGLER_SEND_METRICS: "false" },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(
  dryRun
    ? `Dry run: the Worker's bundle is in .cache/edge-bundle, the site in ${client}; nothing was deployed.`
    : `Deployed: ${siteUrl}`,
);
