import { fileURLToPath } from "node:url";

/** Resolved from this file, not the working directory, so `npm start` works from any folder. */
export const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../.data", import.meta.url));
export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL("../fixtures", import.meta.url));
