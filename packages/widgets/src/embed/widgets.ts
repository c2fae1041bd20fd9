// widgets.js: the loader, a classic script. <script src=".../widgets.js" defer></script>
// Also each standalone script (`newsletter-signup.js`...): the same loader, its manifest restricted
// to its own tag, fetching the same chunks.
import { noteFirstTouch } from "../core/firstTouch";
import type { ChunkManifest } from "./manifest";
import { startLoader } from "./loader";

/** Written in by src/embed/bundler/build-embeds.ts: the manifest and the script's file name. */
declare const __MW_CHUNKS__: ChunkManifest;
declare const __MW_SCRIPT__: string;

// The session's first touch on every page that loads the script, widget or not: a campaign landing
// page without a form still counts when the visitor subscribes on the next page.
noteFirstTouch();

// The chunks sit next to the loader, wherever it is served from (a CDN, a WordPress plugin, /embed/).
const script =
  document.currentScript ??
  document.querySelector<HTMLScriptElement>(`script[src*="${__MW_SCRIPT__}"]`);
startLoader(__MW_CHUNKS__, script instanceof HTMLScriptElement ? script.src : location.href);
