// The marks of a server-rendered element (src/server/), in a module of their own: the loader
// (widgets.js) reads them and must not import anything else.

/** On the host element of a server-rendered widget: the loader leaves it alone (no reserved height, no fallback). */
export const SERVER_RENDERED_ATTRIBUTE = "data-mw-server-rendered";

/** The light-DOM child carrying the data the HTML shows: `<script type="application/json" data-mw-data>`. */
export const DATA_BLOCK_SELECTOR = ':scope > script[type="application/json"][data-mw-data]';
