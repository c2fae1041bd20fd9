// The marks of a server-rendered element (src/server/), in a module of their own: the loader
// (widgets.js) reads them and must not import anything else.

/** On the host element of a server-rendered widget: the loader leaves it alone (no reserved height, no fallback). */
export const SERVER_RENDERED_ATTRIBUTE = "data-mw-server-rendered";

/** The light-DOM child carrying the data the HTML shows: `<script type="application/json" data-mw-data>`. */
export const DATA_BLOCK_SELECTOR = ':scope > script[type="application/json"][data-mw-data]';

/**
 * On a server-rendered link whose press, before the widget's code arrives, the loader holds rather
 * than follows (src/embed/intent.ts): the widget's answer is not the link's page. Its value says
 * what the held press is replayed on once the code is in: `link`, the same link (a plan's button
 * reports the plan, then leads); `button`, the button the live widget puts in its place (the
 * booking button opens its calendar on the page). Without the loader, or when the code cannot
 * load, the link leads as any link does.
 */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";

/** The attribute as a link's props: `<a {...earlyPress("button")}>`. */
export const earlyPress = (replayedOn: "link" | "button") => ({
  [EARLY_PRESS_ATTRIBUTE]: replayedOn,
});

/**
 * On a server-rendered control: the text a press on it answers with at once, before the widget's
 * code has arrived (src/embed/intent.ts), as the live widget words it (a submit button's "Sending…",
 * a reply button's "Replying to …"). Shown on the control itself, or on the element of the shadow
 * root whose id `data-early-target` names, brought into view. The live widget then says the same.
 */
export const EARLY_LABEL_ATTRIBUTE = "data-early-label";
export const EARLY_TARGET_ATTRIBUTE = "data-early-target";

/** The attributes as a control's props: `<button {...earlyAnswer(t("submitting"))}>`. */
export const earlyAnswer = (label: string, target?: string) => ({
  [EARLY_LABEL_ATTRIBUTE]: label,
  ...(target && { [EARLY_TARGET_ATTRIBUTE]: target }),
});
