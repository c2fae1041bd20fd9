// What `npm start` runs in one process, minus the build, for tests that need the process itself
// (does it survive, do the services still answer): the local services and the site server on free
// ports, the site from SITE_DIR. Prints one JSON line with both addresses.
import type { AddressInfo } from "node:net";
import { LOCAL_HOST } from "@marketing/contracts";
import { startServices } from "@marketing/local-services";
import { createSiteServer } from "../site-server";

const services = await startServices({ port: 0, host: LOCAL_HOST, dataDir: process.env.DATA_DIR });
const site = createSiteServer({ siteDir: process.env.SITE_DIR });
await new Promise<void>((resolve) => site.listen(0, LOCAL_HOST, resolve));
const sitePort = (site.address() as AddressInfo).port;
console.log(JSON.stringify({ site: `http://${LOCAL_HOST}:${sitePort}`, services: services.url }));
