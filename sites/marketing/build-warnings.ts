// What the site's client build says while it builds: a newcomer's `npm start` shows progress and
// the addresses, not warnings about code the site never ships.
import type { Rollup } from "vite";
import { EXTERNALIZED } from "./server-only.vite";

type Log = Rollup.RollupLog;

/** Rollup's `onwarn` for the client build: fails on server-only code, drops empty route chunks. */
export function onBuildWarning(warning: Log, warn: (warning: Log) => void): void {
  // A Node built-in replaced for the browser means server-only code reached the client build
  // (server-only.vite.ts keeps it out): a failure, not a line to scroll past.
  if (warning.message.includes(EXTERNALIZED))
    throw new Error(`Server-only code reached the client build: ${warning.message}`);
  // React Router builds a client chunk for every route, also the resource routes (the feed,
  // robots.txt, the sitemap), which have no client code; their chunks are empty and never served.
  if (warning.code === "EMPTY_BUNDLE") return;
  warn(warning);
}
