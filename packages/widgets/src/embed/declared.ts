import type { ConfigKey } from "@marketing/contracts";
import { keyRules, type KeyRules } from "../core/config";
import type { ReservedHeights, WakePolicy } from "../core/declaration";
import { WIDGET_DECLARATIONS } from "../tags";

/**
 * What the loader reads of a widget's declaration before its code arrives: the heights it reserves
 * (375, 768 and 1280 px wide; in French too when they differ), when a server-rendered element of it
 * wakes, and the configuration key its fallback links to.
 */
export type LoaderDeclaration = readonly [
  reserve: ReservedHeights,
  wake: WakePolicy,
  fallback?: ConfigKey | null,
  reserveFr?: ReservedHeights,
];

/**
 * Each tag's reserved heights, wake policy and fallback key, from its declaration (`<tag>/<tag>.api.ts`). The
 * embeds' build (src/embed/bundler/build-embeds.ts) replaces this module with its value, restricted
 * to the script's tags, so a loader carries these few numbers, not the declarations.
 */
export const LOADER_DECLARATIONS: Record<string, LoaderDeclaration> = Object.fromEntries(
  WIDGET_DECLARATIONS.map(
    ({ tag, reserve, wake, fallback, reserveFr }): [string, LoaderDeclaration] => [
      tag,
      reserveFr
        ? [reserve, wake, fallback ?? null, reserveFr]
        : fallback
          ? [reserve, wake, fallback]
          : [reserve, wake],
    ],
  ),
);

/** The keys the fallbacks' links read: each tag's own, and the address their words may name. */
export const fallbackKeys = (tags: string[]): ConfigKey[] => [
  ...new Set<ConfigKey>([
    "contactEmail",
    ...tags.flatMap((tag) => LOADER_DECLARATIONS[tag]?.[2] ?? []),
  ]),
];

/**
 * Those keys' defaults and rules (core/config.ts keyRules), which the fallback resolves them with;
 * written in by the build too, so a loader carries neither every default nor every descriptor.
 */
export const LOADER_KEYS: Partial<Record<ConfigKey, KeyRules>> = Object.fromEntries(
  fallbackKeys(Object.keys(LOADER_DECLARATIONS)).map((key) => [key, keyRules(key)]),
);
