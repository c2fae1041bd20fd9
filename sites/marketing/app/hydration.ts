// The deferred entry (prerender-html.ts) replays what a visitor did before hydration once the root
// component says the page has hydrated: this event, dispatched on \`document\` (the root element
// also gets \`data-hydrated\`, which browser tests wait for before using what needs the page's code).
export const HYDRATED_EVENT = "site:hydrated";
