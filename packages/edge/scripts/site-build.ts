// The site built for the edge: its widgets configured to call the Worker on the site's own origin
// (`edgeServiceEndpoints`), then the `_headers` that carry `npm start`'s security headers to
// Cloudflare's static assets.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { edgeServiceEndpoints, localServiceEndpoints } from "@marketing/contracts";
import { writeSiteHeaders } from "@marketing/scripts/site-headers";
import { configFromEnv } from "@marketing/site/config";

export const REPO = fileURLToPath(new URL("../../../", import.meta.url));

/** The VITE_* variables of a site whose services are the edge at `origin`. */
export function edgeSiteEnv(
  origin: string,
  spreadsheetId: string,
  options: { local?: string } = {},
): Record<string, string> {
  const edge = edgeServiceEndpoints(origin, spreadsheetId);
  const env: Record<string, string> = {
    VITE_SITE_URL: origin,
    VITE_SHEETS_API_BASE: edge.sheetsApiBase,
    VITE_SPREADSHEET_ID: edge.spreadsheetId,
    VITE_NEWSLETTER_ENDPOINT: edge.newsletterEndpoint,
    VITE_CONTACT_ENDPOINT: edge.contactEndpoint,
    VITE_COMMENTS_ENDPOINT: edge.commentsEndpoint,
    VITE_DOC_PROXIES: edge.docProxies.join(","),
    VITE_DRIVE_IMAGE_URL: edge.driveImageUrl,
    // A public word in the pages: the Worker adds the real key.
    VITE_SHEETS_API_KEY: edge.sheetsApiKey,
  };
  if (options.local) {
    // In front of the local services: their stand-ins for what the edge does not serve (the
    // calendar, Drive images), the edge's document proxy first, and the prerender from their
    // fixtures (no key: the pages send the local one, which the Worker ignores).
    const local = localServiceEndpoints(options.local);
    env.VITE_SERVICES_URL = options.local;
    env.VITE_DRIVE_IMAGE_URL = local.driveImageUrl;
    env.VITE_DOC_PROXIES = [edge.docProxies[0], ...local.docProxies].join(",");
    delete env.VITE_SHEETS_API_KEY;
  }
  return env;
}

/** Builds the widgets and the site into `buildDir` with `siteEnv`, then writes its `_headers`. */
export async function buildEdgeSite(
  buildDir: string,
  siteEnv: Record<string, string>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<string> {
  const env = { ...process.env, ...extraEnv, ...siteEnv, SITE_BUILD_DIR: buildDir };
  for (const workspace of ["@marketing/widgets", "@marketing/site"])
    execFileSync("npm", ["run", "build", "--silent", "-w", workspace], {
      cwd: REPO,
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
  const client = `${buildDir}/client`;
  await writeSiteHeaders(client, configFromEnv(env));
  return client;
}
