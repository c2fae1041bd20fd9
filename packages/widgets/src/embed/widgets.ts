// widgets.js: the loader, a classic script. <script src=".../widgets.js" defer></script>
import type { ChunkManifest } from "./manifest";
import { startLoader } from "./loader";

/** Written in by src/embed/bundler/build-embeds.ts. */
declare const __MW_CHUNKS__: ChunkManifest;

// The chunks sit next to the loader, wherever it is served from (a CDN, a WordPress plugin, /embed/).
const script =
  document.currentScript ?? document.querySelector<HTMLScriptElement>('script[src*="widgets"]');
startLoader(__MW_CHUNKS__, script instanceof HTMLScriptElement ? script.src : location.href);
