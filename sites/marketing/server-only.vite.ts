// Modules the site runs only while it is built (the prerender): the widgets' server renderer and
// what it brings (jsdom, undici). React Router still builds a client bundle of every route (never
// served: static-site.ts), in which Widget.tsx's import of the renderer is dead code, yet Vite
// resolves it: without this plugin it would bundle jsdom for the browser and print a warning per
// Node built-in it replaces.
import type { Plugin } from "vite";

const SERVER_ONLY = new Set(["@marketing/widgets/server"]);
const PREFIX = "\0server-only:";

/** A message for the build's warnings that would mean server-only code reached a client build. */
export const EXTERNALIZED = "externalized for browser compatibility";

export const serverOnly: Plugin = {
  name: "site:server-only",
  enforce: "pre",
  resolveId(id) {
    if (this.environment.config.consumer === "server" || !SERVER_ONLY.has(id)) return undefined;
    return PREFIX + id;
  },
  load(id) {
    if (!id.startsWith(PREFIX)) return undefined;
    const name = JSON.stringify(id.slice(PREFIX.length));
    return `throw new Error(${name} + " runs when the site is built, never in a browser.");`;
  },
};
