// `npm start -w @marketing/local-services`: the local services on SERVICES_PORT (default 8787).
import { DEFAULT_SERVICES_PORT } from "@marketing/contracts";
import { DataDirLocked, startServices } from "./index";

const portText = process.env.SERVICES_PORT ?? String(DEFAULT_SERVICES_PORT);
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) {
  console.error(`SERVICES_PORT must be a port number between 0 and 65535, not "${portText}".`);
  process.exit(1);
}

try {
  const services = await startServices({ port });
  const stop = () => {
    services.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // Listen before printing: whoever reads the banner may signal at once.
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  console.log(`Local services: ${services.url}`);
  console.log(`Submissions file: ${services.dataFile}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    console.error(
      `Port ${port} is in use: set SERVICES_PORT to another port (e.g. SERVICES_PORT=${port + 1} npm start).`,
    );
  } else if (error instanceof DataDirLocked) {
    console.error(error.message);
  } else {
    console.error(`Local services could not start: ${(error as Error).message}`);
  }
  process.exit(1);
}
