// For a prerendering host (the site): the blog list paints the posts the build read (so they are in the prerendered HTML), then
// refreshes them from the live sheet in place: the widgets' page-wide sheet cache is seeded with
// the build's rows, and a successful live read replaces them without a loading state in between.
import { useEffect, useState } from "react";
import { POSTS_RANGE, type SheetsLocation } from "@marketing/contracts";
import { createHttp } from "../core/http";
import { getSheetValues } from "../blog/sheets";
import { sheetKey, sheetStore } from "../blog/sheetStore";

function store(config: SheetsLocation, rows: string[][]): void {
  const key = sheetKey(config, POSTS_RANGE);
  sheetStore.setState((state) => ({
    entries: { ...state.entries, [key]: { result: { ok: true, rows }, fetchedAt: Date.now() } },
  }));
}

export function usePrerenderedPosts(config: SheetsLocation, rows: string[][]): void {
  // Before the list's first render, unless a live read is cached. zustand renders the server and
  // the hydration pass from the store's initial state, so the build's rows go there too.
  useState(() => {
    const key = sheetKey(config, POSTS_RANGE);
    if (sheetStore.getState().entries[key]?.result?.ok) return true;
    sheetStore.getInitialState().entries[key] = { result: { ok: true, rows }, fetchedAt: 0 };
    store(config, rows);
    return true;
  });
  const { sheetsApiBase, spreadsheetId, sheetsApiKey } = config;
  useEffect(() => {
    const live = { sheetsApiBase, spreadsheetId, sheetsApiKey };
    let current = true;
    void getSheetValues(createHttp(), live, POSTS_RANGE).then((result) => {
      // A failed read keeps the build's posts (better than the sample posts).
      if (current && result.ok) store(live, result.rows);
    });
    return () => {
      current = false;
    };
  }, [sheetsApiBase, spreadsheetId, sheetsApiKey]);
}
