// The deferred entry (prerender-html.ts) replays what a visitor did before hydration once the root
// component says the page has hydrated: this event, dispatched on `document`.
export const HYDRATED_EVENT = "site:hydrated";
