import type { KyInstance } from "ky";
import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import { useEffect, useMemo } from "react";
import type { ApiSheet } from "@marketing/contracts";
import { getSheetValues, type SheetResult, type SheetsLocation } from "./sheets";

/** spec §7: unused fetched data is kept 5 minutes. */
export const SHEET_CACHE_MS = 5 * 60_000;

export interface SheetEntry {
  /** The answer; undefined while the first request is in flight. */
  result?: SheetResult;
  fetchedAt: number;
}

interface SheetCacheState {
  entries: Record<string, SheetEntry>;
}

/**
 * Page-wide: every blog widget on the page (and the site's routes) shares fetched sheets, so going
 * list → post → list reads `Sheet1` once. Form state never lives here (STYLE: per-instance stores).
 */
export const sheetStore = createStore<SheetCacheState>()(() => ({ entries: {} }));

const inFlight = new Map<string, Promise<SheetResult>>();

/**
 * Bumped by `resetSheetStore`: an answer to a request made before the reset (a previous story's or
 * test's, still on its way) is not stored in the fresh store.
 */
let generation = 0;

/**
 * A number per HTTP client: core/WidgetRoot.tsx makes one per fetch, so the page's widgets share
 * their sheets while a provider's own fetch (a test's, each Storybook story's) reads its own.
 */
const clients = new WeakMap<KyInstance, number>();

function clientId(http: KyInstance): number {
  let id = clients.get(http);
  if (id === undefined) clients.set(http, (id = ++clientCount));
  return id;
}
let clientCount = 0;

export function sheetKey(http: KyInstance, config: SheetsLocation, sheet: ApiSheet): string {
  return JSON.stringify([clientId(http), config.api, sheet]);
}

function isFresh(entry: SheetEntry | undefined, now: number): entry is SheetEntry {
  // A failure is not reused: the next widget to mount asks again.
  return !!entry?.result?.ok && now - entry.fetchedAt < SHEET_CACHE_MS;
}

/** Drops entries unused for 5 minutes. */
function prune(now: number): void {
  const { entries } = sheetStore.getState();
  const kept = Object.fromEntries(
    Object.entries(entries).filter(([, entry]) => now - entry.fetchedAt < SHEET_CACHE_MS),
  );
  if (Object.keys(kept).length !== Object.keys(entries).length)
    sheetStore.setState({ entries: kept });
}

/** The sheet's rows, from the store when fetched under 5 minutes ago; concurrent calls share one request. */
export function loadSheet(
  http: KyInstance,
  config: SheetsLocation,
  sheet: ApiSheet,
  now: () => number = Date.now,
): Promise<SheetResult> {
  const key = sheetKey(http, config, sheet);
  prune(now());
  const cached = sheetStore.getState().entries[key];
  if (isFresh(cached, now()) && cached.result) return Promise.resolve(cached.result);
  const pending = inFlight.get(key);
  if (pending) return pending;
  // Readers see "loading" again rather than the failure or the expired rows being replaced.
  if (cached) {
    const { [key]: _expired, ...rest } = sheetStore.getState().entries;
    sheetStore.setState({ entries: rest });
  }
  const asked = generation;
  const request: Promise<SheetResult> = getSheetValues(http, config, sheet)
    .then((result) => {
      if (asked === generation)
        sheetStore.setState((state) => ({
          entries: { ...state.entries, [key]: { result, fetchedAt: now() } },
        }));
      return result;
    })
    .finally(() => {
      if (inFlight.get(key) === request) inFlight.delete(key);
    });
  inFlight.set(key, request);
  return request;
}

/** Adds a row to a cached sheet (a comment just posted), so a remount shows it without a request. */
export function appendSheetRow(
  http: KyInstance,
  config: SheetsLocation,
  sheet: ApiSheet,
  row: string[],
): void {
  const key = sheetKey(http, config, sheet);
  const entry = sheetStore.getState().entries[key];
  if (!entry?.result?.ok) return;
  const result: SheetResult = { ok: true, rows: [...entry.result.rows, row] };
  sheetStore.setState((state) => ({ entries: { ...state.entries, [key]: { ...entry, result } } }));
}

/** The sheets already refreshed on this page after being seeded (one live read each). */
const refreshed = new Set<string>();

function storeRows(key: string, rows: string[][]): void {
  const entry: SheetEntry = { result: { ok: true, rows }, fetchedAt: Date.now() };
  sheetStore.setState((state) => ({ entries: { ...state.entries, [key]: entry } }));
}

/**
 * A server-rendered widget's rows (core/prerendered.ts): stored unless a live answer is, then read
 * once from the live sheet in the background, which replaces them only when it differs. A failed
 * live read keeps them.
 */
export function seedAndRefreshSheet(
  http: KyInstance,
  config: SheetsLocation,
  sheet: ApiSheet,
  rows: string[][],
): void {
  const key = sheetKey(http, config, sheet);
  if (!sheetStore.getState().entries[key]?.result?.ok) storeRows(key, rows);
  if (refreshed.has(key) || inFlight.has(key)) return;
  refreshed.add(key);
  const asked = generation;
  void getSheetValues(http, config, sheet).then((result) => {
    if (asked !== generation) return;
    const current = sheetStore.getState().entries[key]?.result;
    const same =
      current?.ok && JSON.stringify(current.rows) === JSON.stringify(result.ok && result.rows);
    if (result.ok && !same) storeRows(key, result.rows);
  });
}

/** For tests and Storybook: forget every fetched sheet. */
export function resetSheetStore(): void {
  generation++;
  refreshed.clear();
  inFlight.clear();
  sheetStore.setState({ entries: {} });
}

/**
 * The sheet for a component: undefined while loading, then the result (re-rendered from the store).
 * With `seed` (the rows a server-rendered widget was given), those rows at once, on the server too,
 * then the live sheet's (`seedAndRefreshSheet`).
 */
export function useSheet(
  http: KyInstance,
  config: SheetsLocation,
  sheet: ApiSheet,
  enabled = true,
  seed?: string[][],
): SheetResult | undefined {
  const key = sheetKey(http, config, sheet);
  const entry = useStore(sheetStore, (state) => state.entries[key]);
  const { api } = config;
  useEffect(() => {
    if (!enabled) return;
    if (seed) seedAndRefreshSheet(http, { api }, sheet, seed);
    else void loadSheet(http, { api }, sheet);
  }, [http, api, sheet, enabled, seed]);
  const seeded = useMemo((): SheetResult | undefined => seed && { ok: true, rows: seed }, [seed]);
  return entry?.result ?? (enabled ? seeded : undefined);
}
