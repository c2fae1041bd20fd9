// The designers' Storybook as they use it: the static build `npm start` serves at /storybook/,
// opened in its own UI (the manager). For every story, as a designer moves through them: open it
// from the sidebar, switch the language to Français and back and the theme to Dark and back, each
// time checking within 5 s that the canvas shows the story's own state in that language and theme;
// then change every control, each time checking that the canvas changed and is not left on
// "Loading". Then every Docs page of the widget, each block in its story's own state. A story fails
// when Storybook shows an error, stays on its spinner, or the page logs an uncaught error or a
// deprecation warning (an old attribute spelling, a retired service key).
//
// The toolbar's menus, the Controls panel's inputs of each kind and its "Reset controls" button
// are used by hand once in each part of the walk; every other switch and control change sends the
// preview what they send (the manager's channel events), which is all a story receives either way,
// without the manager's clicks (a quarter of the walk's time when each switch was clicked).
import { expect, test, type Frame, type Page } from "@playwright/test";
import { retiredKeyMessage } from "@marketing/contracts";

// A click or a fill that cannot happen fails at once, naming what it waited for.
test.use({ actionTimeout: 15_000 });

interface IndexEntry {
  id: string;
  type: "story" | "docs";
  title: string;
  name: string;
}

/** Storybook's render phases (its preview's current render) that end a story's render. */
const DONE = ["finished", "errored", "aborted"];
/** How long a toolbar switch may take to show (what a designer waits for at most). */
const SHOWN_WITHIN_MS = 5_000;
/**
 * How long a control change may take to show and settle: a limit that only stops a wait (a story
 * remounted in another language loads its words first; seconds on a loaded 2-core machine).
 */
const CHANGED_WITHIN_MS = 15_000;
/** A canvas has settled once it shows the same this long. */
const STILL_MS = 200;
/** How often a canvas is read while waiting for it. */
const POLL_MS = 50;
/** The blog post's "document could not be displayed" panel (its English catalogue). */
const ERROR_LOADING_CONTENT = "Error Loading Content";

/**
 * A warning the widgets give a page that still uses an old setting: an attribute's deprecated
 * spelling ("… is deprecated; use …"), or a service key the `api` setting retired (its own words,
 * `retiredKeyMessage`, which never say "deprecated").
 */
function isDeprecationWarning(text: string): boolean {
  if (/deprecat/i.test(text)) return true;
  const name = /"([^"]+)"/.exec(text)?.[1];
  return name !== undefined && text.includes(retiredKeyMessage(name));
}

/** What a canvas or a Docs block shows (read in the preview by `readCanvases`). */
interface Shown {
  /** Every element (through shadow roots) with its telling attributes, values and text, hashed. */
  fingerprint: string;
  /** The same without the theme the widgets show (a theme switch changes nothing else). */
  content: string;
  /** With `full`: the fingerprint's lines themselves, to say where two differ. */
  lines?: string[];
  /** What kind of state: its messages' roles and its state attributes, outside a post's document. */
  shape: string[];
  /** Its headings' texts, outside a post's document, in order. */
  headings: string[];
  /** A blog widget's loading state (`aria-busy="true"`). */
  busy: boolean;
  /** The `lang` of each widget root. */
  languages: string[];
  /** The theme each widget shows (its root's or its host's `data-mw-theme`). */
  themes: string[];
  /** The preview page's colour scheme. */
  scheme: string;
}

async function index(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get("/storybook/index.json");
  expect(
    response.ok(),
    "no Storybook at /storybook/: npm start builds it, or run npm run build-storybook",
  ).toBe(true);
  const { entries } = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(entries);
}

async function preview(page: Page): Promise<Frame> {
  const frame = await (await page
    .locator("#storybook-preview-iframe")
    .elementHandle())!.contentFrame();
  return frame!;
}

/**
 * Reads what each of `selectors` (the story's canvas, or Docs blocks) shows, in the preview, in one
 * go; undefined for one that is not there. Fingerprints are hashed in the page: a post's canvas is
 * thousands of lines, read every 100 ms.
 */
function readCanvases(
  frame: Frame,
  selectors: string[],
  full = false,
): Promise<Array<Shown | undefined>> {
  return frame.evaluate(
    ({ selectors, full }) => {
      const THEMED = ["data-mw-theme", "data-mw-auto"];
      const ATTRIBUTES = [
        ...["role", "lang", "href", "data-state", "data-tone", "aria-busy", "type", "disabled"],
        ...["hidden", "slot", ...THEMED],
      ];
      // What marks a widget's state: its states' attributes, its messages' roles, a post's title.
      const SHAPED =
        "[role=alert],[role=status],[role=note],[aria-busy],[data-state],[data-tone],h1";
      /** FNV-1a, 32 bits. */
      const hash = (lines: string[]) => {
        let value = 0x811c9dc5;
        for (const line of lines)
          for (let at = 0; at <= line.length; at++) {
            value ^= at < line.length ? line.charCodeAt(at) : 10;
            value = Math.imul(value, 0x01000193);
          }
        return `${lines.length}:${(value >>> 0).toString(36)}`;
      };
      const read = (root: Element): Shown => {
        const lines: string[] = [];
        const unthemed: string[] = [];
        const shape = new Set<string>();
        const headings: string[] = [];
        const languages: string[] = [];
        const themes: string[] = [];
        let busy = false;
        const text = (node: Node) => (node.textContent ?? "").replace(/\s+/g, " ").trim();
        const walk = (parent: Node, inArticle: boolean) => {
          for (const node of Array.from(parent.childNodes)) {
            if (node.nodeType === Node.TEXT_NODE) {
              const words = text(node);
              if (words) {
                lines.push(`"${words}"`);
                unthemed.push(`"${words}"`);
              }
              continue;
            }
            if (!(node instanceof Element)) continue;
            const tag = node.localName;
            if (tag === "style" || tag === "script" || tag === "template") continue;
            const attributes = ATTRIBUTES.filter((name) => node.hasAttribute(name)).map(
              (name) => `${name}=${node.getAttribute(name)}`,
            );
            if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement)
              attributes.push(`value=${node.value}`);
            if (node instanceof HTMLInputElement && /checkbox|radio/.test(node.type))
              attributes.push(`checked=${node.checked}`);
            lines.push(`<${tag} ${attributes.join(" ")}>`);
            unthemed.push(
              `<${tag} ${attributes.filter((a) => !THEMED.some((t) => a.startsWith(t))).join(" ")}>`,
            );
            const article = inArticle || node.classList.contains("mw-doc");
            if (!article && node.matches(SHAPED))
              shape.add(
                [
                  node.getAttribute("role") ?? tag,
                  node.getAttribute("data-state"),
                  node.getAttribute("data-tone"),
                  node.getAttribute("aria-busy"),
                ].join(" "),
              );
            if (!article && /^h[1-3]$/.test(tag)) headings.push(text(node));
            if (node.getAttribute("aria-busy") === "true") busy = true;
            if (node.classList.contains("mw-root")) {
              languages.push(node.getAttribute("lang") ?? "");
              const scope = node.getRootNode();
              const host = scope instanceof ShadowRoot ? scope.host : node;
              themes.push(host.getAttribute("data-mw-theme") ?? "");
            }
            if (node.shadowRoot) walk(node.shadowRoot, article);
            walk(node, article);
          }
        };
        walk(root, false);
        return {
          fingerprint: hash(lines),
          content: hash(unthemed),
          ...(full ? { lines } : {}),
          shape: [...shape].sort(),
          headings,
          busy,
          languages,
          themes,
          scheme: document.documentElement.style.colorScheme,
        };
      };
      return selectors.map((selector) => {
        const root = document.querySelector(selector);
        return root ? read(root) : undefined;
      });
    },
    { selectors, full },
  );
}

/** The story's render in the preview: its id and phase, and whether Storybook shows an error. */
function currentRender(frame: Frame) {
  return frame.evaluate(() => {
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
      }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    return {
      id: render?.id,
      phase: render?.phase,
      error: document.body.className.includes("sb-show-errordisplay"),
    };
  });
}

type Accept = (shown: Shown) => string | undefined;

/**
 * Waits (up to `timeout`) until each of `selectors` shows something its `accept` takes, and (with
 * `still`) keeps showing the same for STILL_MS; returns what each shows, and for each it waited for
 * in vain what its `accept` refused.
 */
async function settled(
  frame: Frame,
  checks: Array<{ selector: string; accept: Accept }>,
  { timeout = SHOWN_WITHIN_MS, still = false } = {},
): Promise<Array<{ shown?: Shown; problem?: string }>> {
  const end = Date.now() + timeout;
  let last: Array<Shown | undefined> = [];
  // Since when each has shown what it shows now, accepted.
  const since = checks.map(() => Date.now());
  for (;;) {
    const shown = await readCanvases(
      frame,
      checks.map((check) => check.selector),
    );
    const now = Date.now();
    const problems = shown.map((state, at) =>
      state ? checks[at]!.accept(state) : "shows nothing",
    );
    shown.forEach((state, at) => {
      if (problems[at] || state?.fingerprint !== last[at]?.fingerprint) since[at] = now;
    });
    last = shown;
    const steady = (at: number) => !problems[at] && (!still || now - since[at]! >= STILL_MS);
    if (shown.every((_, at) => steady(at))) return shown.map((state) => ({ shown: state }));
    if (now > end)
      return shown.map((state, at) => ({
        shown: state,
        problem: steady(at) ? undefined : (problems[at] ?? "keeps changing"),
      }));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function settledOne(
  frame: Frame,
  selector: string,
  accept: Accept,
  options?: { timeout?: number; still?: boolean },
): Promise<{ shown?: Shown; problem?: string }> {
  return (await settled(frame, [{ selector, accept }], options))[0]!;
}

/** Where what `selector` shows now parts from `lines`: the first line that differs, in each. */
async function whereItDiffers(frame: Frame, selector: string, lines: string[]): Promise<string> {
  const now = (await readCanvases(frame, [selector], true))[0]?.lines ?? [];
  const at = lines.findIndex((line, index) => line !== now[index]);
  const line = at === -1 ? lines.length : at;
  return `line ${line}: ${lines[line] ?? "(nothing)"} → ${now[line] ?? "(nothing)"}`;
}

/**
 * Sends the preview one of Storybook's channel events, as the manager's API does when its toolbar
 * or its Controls panel is used (`updateGlobals`, `updateStoryArgs`, `resetStoryArgs`, with the
 * same payloads); the preview answers the manager, whose toolbar and panel follow.
 */
async function sendToPreview(page: Page, event: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ({ event, payload }) => {
      const channel = (
        window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
        }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit(event, payload);
    },
    { event, payload },
  );
}

interface DocsWatch {
  __STORYBOOK_ADDONS_CHANNEL__: { on: (event: string, listener: (id: string) => void) => void };
  /** The last Docs page the preview reported rendered (Storybook's `docsRendered` event). */
  docsRendered?: string;
}

/** Keeps, in the manager, the id of the last Docs page the preview reports rendered. */
async function watchDocsRendered(page: Page): Promise<void> {
  await page.evaluate(() => {
    const manager = window as unknown as DocsWatch;
    manager.__STORYBOOK_ADDONS_CHANNEL__.on("docsRendered", (id) => {
      manager.docsRendered = id;
    });
  });
}

/**
 * Opens a Docs page and waits until the preview has rendered it: until then the last page's
 * blocks are still on screen (its render is under way already as the current render's id changes).
 */
async function openDocs(page: Page, id: string): Promise<void> {
  await page.evaluate(() => delete (window as unknown as DocsWatch).docsRendered);
  await open(page, id);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as DocsWatch).docsRendered), {
      message: `${id} is not rendered`,
      timeout: 20_000,
      intervals: [POLL_MS],
    })
    .toBe(id);
}

/** Picks an item of one of the toolbar's menus (its button's label starts with `menu`). */
async function pickInToolbar(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${menu}`) }).click();
  await page
    .getByRole("listbox", { name: new RegExp(`^${menu}`) })
    .getByRole("option", { name: item })
    .click();
}

/** The toolbar's switches a designer makes, each undone by the next but one. */
const SWITCHES = [
  { menu: "Language", item: "Français", global: { locale: "fr" }, locale: "fr", theme: "light" },
  { menu: "Language", item: "English", global: { locale: "en" }, locale: "en", theme: "light" },
  { menu: "Theme", item: "Dark", global: { theme: "dark" }, locale: "en", theme: "dark" },
  { menu: "Theme", item: "Light", global: { theme: "light" }, locale: "en", theme: "light" },
] as const;

const diff = (before: string[], after: string[]) =>
  [
    ...before.filter((item) => !after.includes(item)).map((item) => `-${item}`),
    ...after.filter((item) => !before.includes(item)).map((item) => `+${item}`),
  ].join(", ");

/**
 * What a switch must show, against the story's own state as it opened (English, light): every
 * widget in the language and theme; in English, exactly what it showed, in that theme; in French,
 * the same kind of state (its own content, in French); never "Loading" unless it opened so.
 */
function afterSwitch(own: Shown, locale: string, theme: string): Accept {
  return (shown) => {
    if (shown.scheme !== theme) return `the page is not ${theme}`;
    if (shown.themes.some((shownTheme) => shownTheme !== theme))
      return `a widget is not ${theme} (${shown.themes.join(", ")})`;
    if (shown.languages.some((language) => language !== locale))
      return `a widget is not in ${locale} (${shown.languages.join(", ")})`;
    if (shown.busy && !own.busy) return `is left on "Loading"`;
    if (locale === "en" && shown.content !== own.content) return "does not show its own state";
    if (locale !== "en" && shown.shape.join("|") !== own.shape.join("|"))
      return `shows another state (${diff(own.shape, shown.shape)})`;
    return undefined;
  };
}

/** The toolbar's switches on the open story (`byHand`: from its menus); returns what failed. */
async function switchToolbar(
  page: Page,
  own: Shown,
  label: string,
  byHand: boolean,
): Promise<string[]> {
  const failures: string[] = [];
  const frame = await preview(page);
  for (const { menu, item, global, locale, theme } of SWITCHES) {
    if (byHand) await pickInToolbar(page, menu, item);
    else
      await sendToPreview(page, "updateGlobals", {
        globals: global,
        options: { target: "storybook-preview-iframe" },
      });
    const { problem } = await settledOne(frame, "#storybook-root", afterSwitch(own, locale, theme));
    if (!problem) continue;
    const where =
      problem === "does not show its own state"
        ? ` (${await whereItDiffers(frame, "#storybook-root", own.lines!)})`
        : "";
    failures.push(`${label}, after ${menu} → ${item}, ${problem}${where}`);
  }
  return failures;
}

/** What a designer types in a control of this name, in order until the canvas changes. */
const TYPED: Record<string, unknown[]> = {
  slug: ["energy-audit-data-first", "no-such-post"],
  blogUrl: ["/news"],
  contactUrl: ["/talk-to-us"],
  contactEmail: ["team@example.org"],
  label: ["Your words"],
  initialEmail: ["grace@example.org"],
  // Their own words for whatever the state shows (unknown keys are ignored).
  strings: [
    JSON.stringify(
      Object.fromEntries(
        ["title", "submit", "success", "successTitle", "error", "errorTitle", "submitting"].map(
          (key) => [key, "Your words"],
        ),
      ),
    ),
  ],
  limit: [1, 2],
  initialValues: [
    { name: "Grace Hopper", email: "grace@example.org", message: "Another message entirely." },
  ],
};
const TYPED_BY_KIND: Record<string, unknown[]> = {
  text: ["Your words"],
  number: [1, 0, 5000],
  object: [{}],
};

type Kind = "select" | "radio" | "boolean" | "text" | "number" | "object";

interface Control {
  name: string;
  kind: Kind | "unset" | "none";
  /** For a select or radios: the values it offers besides the current one. */
  others: string[];
  /** For a boolean: whether it is on. */
  checked?: boolean;
  /** For an unset one: the kind its "Set …" button offers. */
  offers?: Kind;
}

/** The Controls panel's rows. */
const ROWS = "#storybook-panel-root tbody.docblock-argstable-body > tr";

function readControls(page: Page): Promise<Control[]> {
  return page.evaluate((rows) => {
    return [...document.querySelectorAll(rows)].map((row): Control => {
      const [nameCell, controlCell] = [...row.children] as HTMLElement[];
      const name = nameCell!.textContent!.trim();
      const cell = controlCell!;
      const select = cell.querySelector("select");
      const radios = [...cell.querySelectorAll<HTMLInputElement>("input[type=radio]")];
      const others = (values: Array<{ value: string; selected: boolean; disabled?: boolean }>) =>
        values.filter((o) => !o.selected && !o.disabled && o.value).map((o) => o.value);
      // An unset arg first offers "Set string/boolean/number/object".
      const set = cell.querySelector(`[id^="set-"]`);
      if (set) {
        const type = set.textContent!.trim().replace(/^Set /, "");
        const offers = ({ string: "text", boolean: "boolean", number: "number", object: "object" }[
          type
        ] ?? "text") as Kind;
        return { name, kind: "unset", others: [], offers };
      }
      if (select)
        return {
          name,
          kind: "select",
          others: others(
            [...select.options].map((o) => ({
              value: o.value,
              selected: o.selected && !o.disabled,
              disabled: o.disabled,
            })),
          ),
        };
      if (radios.length > 0)
        return {
          name,
          kind: "radio",
          others: others(radios.map((r) => ({ value: r.value, selected: r.checked }))),
        };
      const box = cell.querySelector<HTMLInputElement>("input[type=checkbox]");
      if (box) return { name, kind: "boolean", others: [], checked: box.checked };
      if (cell.querySelector("input[type=number]")) return { name, kind: "number", others: [] };
      if (cell.querySelector(`[role=switch][aria-label^="Edit"]`))
        return { name, kind: "object", others: [] };
      if (cell.querySelector("textarea")) return { name, kind: "text", others: [] };
      return { name, kind: "none", others: [] };
    });
  }, ROWS);
}

/** The values to try in a control of this kind, in order until the canvas changes. */
function valuesToTry(control: Control, kind: Kind): unknown[] {
  switch (kind) {
    case "select":
    case "radio":
      // The last values first: the first is mostly the default, which shows nothing new (`en`,
      // `light`, `same`, `monthly`, `idle`); dark before auto (an element shows auto as light).
      return [...control.others]
        .reverse()
        .sort((a, b) => Number(b === "dark") - Number(a === "dark"));
    case "boolean":
      return [!control.checked];
    default:
      return TYPED[control.name] ?? TYPED_BY_KIND[kind] ?? [];
  }
}

/** The attempts on a control through the story's args (what the panel sends): each sets one value. */
function attemptsThroughArgs(
  page: Page,
  storyId: string,
  control: Control,
  kind: Kind,
): Array<() => Promise<void>> {
  return valuesToTry(control, kind).map(
    (value) => () =>
      sendToPreview(page, "updateStoryArgs", {
        storyId,
        // What the panel's input of this kind makes of what it is given.
        updatedArgs: {
          [control.name]:
            kind === "text" ? String(value) : kind === "number" ? Number(value) : value,
        },
        options: {},
      }),
  );
}

/** The attempts a designer makes on a control in the Controls panel: each sets one value. */
function attempts(page: Page, control: Control): Array<() => Promise<void>> {
  // Each control's input has its own id in the panel (the args table's); radios share a name.
  const input = page.locator(`#control-${control.name}`);
  if (control.kind === "unset" || control.kind === "none") return [];
  const values = valuesToTry(control, control.kind);
  switch (control.kind) {
    case "select":
      return values.map((value) => () => input.selectOption(String(value)).then(() => {}));
    case "radio":
      return values.map(
        (value) => () =>
          page.locator(`input[name="control-${control.name}"][value="${String(value)}"]`).check(),
      );
    case "boolean":
      // The switch's box is drawn over the input.
      return [() => input.dispatchEvent("click")];
    case "number":
    case "text":
      return values.map((value) => () => input.fill(String(value)));
    case "object":
      return values.map((value) => async () => {
        const edit = page.getByRole("switch", { name: `Edit ${control.name} as JSON` });
        if ((await edit.getAttribute("aria-checked")) !== "true") await edit.click();
        await input.fill(JSON.stringify(value));
        // The raw JSON applies as it loses focus.
        await input.blur();
      });
  }
}

/**
 * Changes every control of the open story, from `own` on, in the panel for each kind not yet in
 * `byHand` (which it adds to), through the story's args for the others; returns what failed.
 */
async function changeEveryControl(
  page: Page,
  frame: Frame,
  storyId: string,
  own: Shown,
  byHand: Set<string>,
): Promise<{ failures: string[]; count: number }> {
  const failures: string[] = [];
  let before = own;
  // A control read as the widget mounts (`initialStatus`...) changes what the others show: last.
  const mountedLast = (control: Control) => (/^initial[A-Z]/.test(control.name) ? 1 : 0);
  let controls = (await readControls(page))
    .filter((control) => control.kind !== "none")
    .sort((a, b) => mountedLast(a) - mountedLast(b));
  const names = controls.map((control) => control.name);
  for (const name of names) {
    let control = controls.find((candidate) => candidate.name === name)!;
    let tries: Array<() => Promise<void>>;
    if (control.kind === "unset" && !byHand.has("unset")) {
      byHand.add("unset");
      await page.locator(`#set-${name}`).click();
      controls = await readControls(page);
      control = controls.find((candidate) => candidate.name === name)!;
    }
    const kind = control.kind === "unset" ? control.offers! : control.kind;
    if (kind === "none") tries = [];
    else if (control.kind !== "unset" && !byHand.has(kind)) {
      byHand.add(kind);
      tries = attempts(page, control);
    } else tries = attemptsThroughArgs(page, storyId, control, kind);
    let problem: string | undefined = `offers no value to try (${control.kind})`;
    for (const attempt of tries) {
      await attempt();
      const result = await settledOne(
        frame,
        "#storybook-root",
        (shown) =>
          shown.fingerprint === before.fingerprint
            ? "does not change the canvas"
            : shown.busy && !own.busy
              ? `leaves it on "Loading"`
              : undefined,
        { still: true, timeout: CHANGED_WITHIN_MS },
      );
      problem = result.problem;
      if (result.shown) before = result.shown;
      if (!problem) break;
    }
    if (problem) failures.push(`control ${name} ${problem}`);
  }
  return { failures, count: names.length };
}

/** A Docs page's blocks of a story: the primary one (its first story's) and the story's own. */
function blockSelectors(id: string): string[] {
  return [`#story--${id}--primary-inner`, `#story--${id}-inner`];
}

/**
 * A Docs block in its story's own state, as its canvas showed it: the same kind of state and the
 * same headings (a Docs page runs no play function, so what one typed or clicked is not there).
 */
const sameState =
  (own: Shown): Accept =>
  (shown) =>
    shown.busy !== own.busy
      ? shown.busy
        ? `is left on "Loading"`
        : "is not loading"
      : shown.shape.join("|") !== own.shape.join("|")
        ? `shows another state (${diff(own.shape, shown.shape)})`
        : shown.headings.join("|") !== own.headings.join("|")
          ? `shows other headings (${shown.headings.join(" / ")})`
          : undefined;

/**
 * The walk in parts run side by side, each whole widgets (their stories, then their Docs pages),
 * balanced by their number of entries; the Introduction goes with one of them.
 */
const PARTS = 4;

function part(entries: IndexEntry[], which: number): string[] {
  const sizes = new Map<string, number>();
  for (const entry of entries) sizes.set(entry.title, (sizes.get(entry.title) ?? 0) + 1);
  const loads = Array.from({ length: PARTS }, () => ({ titles: [] as string[], size: 0 }));
  for (const [title, size] of [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const lightest = loads.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.titles.push(title);
    lightest.size += size;
  }
  return loads[which]!.titles;
}

/** Opens a sidebar entry, as a designer moves through them, in the same manager and preview. */
async function open(page: Page, id: string): Promise<void> {
  await page.locator(`[data-item-id="${id}"]`).first().click();
}

/** Waits for the story's render to end, as Storybook reports it; returns a problem, if any. */
async function rendered(page: Page, id: string, timeout = 20_000): Promise<string | undefined> {
  const frame = await preview(page);
  let render: Awaited<ReturnType<typeof currentRender>> | undefined;
  await expect
    .poll(
      async () => {
        render = await currentRender(frame);
        return render.id === id && DONE.includes(render.phase ?? "");
      },
      // Checked often: a story renders in well under a second on a quiet machine.
      { message: `${id} stays on Storybook's spinner`, timeout, intervals: [POLL_MS] },
    )
    .toBe(true);
  return render!.phase === "errored" || render!.error ? "shows an error" : undefined;
}

for (let which = 0; which < PARTS; which++) {
  test(`Storybook as designers use it, part ${which + 1} of ${PARTS}: every story switched from its toolbar and its controls, every Docs page`, async ({
    page,
  }) => {
    const entries = await index(page);
    const titles = part(entries, which);
    const mine = entries.filter((entry) => titles.includes(entry.title));
    const stories = mine.filter((entry) => entry.type === "story");
    // A few seconds a story on a quiet 2-core machine, its switches and controls included; several
    // times that on a loaded one. The limit only stops a hang.
    test.setTimeout(120_000 + mine.length * 40_000);
    const failures: string[] = [];
    // Each failure said as it is found too: a walk that ends in its time limit still tells them.
    const fail = (...found: string[]) => {
      for (const failure of found) console.log(`✘ ${failure}`);
      failures.push(...found);
    };
    const logged: string[] = [];
    page.on("pageerror", (error) => logged.push(`an uncaught error: ${error.message}`));
    page.on("console", (message) => {
      if (isDeprecationWarning(message.text()))
        logged.push(`a deprecation warning: ${message.text()}`);
    });
    const blame = (label: string) => {
      if (logged.length > 0) fail(`${label} logged ${logged.splice(0).join("; ")}`);
    };

    // Accessibility is the stories layer's check (a11y test "error", both languages); the walk
    // asserts none of the panel's results, so its automatic axe run per story is switched off.
    // Opened on the part's first story, which is not clicked again (a click on the open entry waits
    // for the preview's first load as for a navigation).
    const first = stories[0] ?? mine[0]!;
    await page.goto(`/storybook/?path=/${first.type}/${first.id}&globals=a11y.manual:!true`);
    await expect(page.locator("#storybook-preview-iframe")).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: "Expand all" }).click();
    await watchDocsRendered(page);

    /** Each story's own state, as its canvas showed it (English, light). */
    const own = new Map<string, Shown>();
    /** The kinds of control already changed in the panel by hand (and "unset": its Set button). */
    const byHand = new Set<string>();
    let controls = 0;
    for (const story of stories) {
      // The part's first story is switched from the toolbar's menus and reset from the panel.
      const first = own.size === 0;
      const label = `${story.title} › ${story.name}`;
      if (story !== stories[0]) await open(page, story.id);
      const error = await rendered(page, story.id, first ? 90_000 : 20_000);
      if (error) {
        fail(`${label} ${error}`);
        continue;
      }
      const frame = await preview(page);
      const opened = await settledOne(frame, "#storybook-root", () => undefined, {
        timeout: 20_000,
        still: true,
      });
      if (opened.problem) {
        fail(`${label} ${opened.problem}`);
        continue;
      }
      const [state] = (await readCanvases(frame, ["#storybook-root"], true)) as [Shown];
      own.set(story.id, state);
      const switched = await switchToolbar(page, state, label, first);
      fail(...switched);
      // A story that lost its own state is not tried further: each control would wait in vain.
      if (switched.length === 0) {
        const changed = await changeEveryControl(page, frame, story.id, state, byHand);
        controls += changed.count;
        fail(...changed.failures.map((failure) => `${label}: ${failure}`));
        // Back to the story's own args, which its Docs page's blocks show.
        if (first) await page.getByRole("button", { name: "Reset controls" }).click();
        else await sendToPreview(page, "resetStoryArgs", { storyId: story.id, options: {} });
      }
      blame(label);
    }

    let blocks = 0;
    for (const docs of mine.filter((entry) => entry.type === "docs")) {
      const label = `${docs.title} › ${docs.name}`;
      await openDocs(page, docs.id);
      const frame = await preview(page);
      await expect(frame.locator(".sbdocs-content")).toBeVisible({ timeout: 20_000 });
      // Each block of each story on the page (the first story's twice: as the primary one too).
      const candidates = stories
        .filter(({ id }) => own.has(id))
        .flatMap((story) => blockSelectors(story.id).map((selector) => ({ selector, story })));
      const found = await frame.evaluate(
        (selectors) => selectors.map((selector) => document.querySelector(selector) !== null),
        candidates.map(({ selector }) => selector),
      );
      const present = candidates.filter((_, at) => found[at]);
      const results = await settled(
        frame,
        present.map(({ selector, story }) => ({ selector, accept: sameState(own.get(story.id)!) })),
        { timeout: 20_000, still: true },
      );
      results.forEach(({ shown, problem }, at) => {
        const { story } = present[at]!;
        const block = `${label}'s ${story.name} block`;
        if (problem) fail(`${block} ${problem}`);
        // The blog post's parser fails for one story only: no other block shows its error.
        else if (
          shown!.headings.includes(ERROR_LOADING_CONTENT) &&
          story.name !== "Error Loading Content"
        )
          fail(`${block} shows "${ERROR_LOADING_CONTENT}"`);
      });
      blocks += present.length;
      blame(label);
    }
    console.log(
      `${titles.join(", ")}: ${stories.length} stories, ${controls} controls (in the panel: ${[...byHand].join(", ")}), ${blocks} Docs blocks`,
    );
    expect(failures).toEqual([]);
  });
}
