// A server-rendered widget (its declarative shadow root) looks ready before its code has arrived:
// what a visitor does with it meanwhile is noted here, and handed to the widget once it has taken
// its shadow root over (docs/decisions/2026-11-28-no-interaction-lost-before-wake.md).
import {
  EARLY_LABEL_ATTRIBUTE,
  EARLY_PRESS_ATTRIBUTE,
  EARLY_TARGET_ATTRIBUTE,
} from "../core/serverMarkers";

/** What a visitor did to one element before its code arrived; forms and buttons by position. */
interface Pending {
  /** The form submitted, and the button that submitted it (indexes among the root's forms, buttons). */
  submit?: [form: number, submitter: number];
  /** Buttons and held links pressed (not submit buttons), in order: indexes among `PRESSABLE`. */
  clicks: number[];
}

/** What a press is noted on: buttons, and links whose press is held (core/serverMarkers.ts). */
const PRESSABLE = `button, a[${EARLY_PRESS_ATTRIBUTE}]`;
/** A link that gives way to a button once the widget is live. */
const GIVES_WAY = `a[${EARLY_PRESS_ATTRIBUTE}="button"]`;
/** The longest a held press waits for what it is replayed on to be in place and ready, in ms. */
const WAIT_MS = 10_000;

const pending = new WeakMap<Element, Pending>();
const guarded = new WeakSet<ShadowRoot>();

const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "click"] as const;

/** Marks an element as waiting for its code: for assistive technologies and the pointer. */
const BUSY = "aria-busy";

/**
 * The server-rendered element of `tags`, not yet defined, an event happened in: events from inside
 * an open shadow root reach the document with the whole path (focus, pointer, keys, clicks).
 */
function hostOf(event: Event, tags: ReadonlySet<string>): Element | undefined {
  for (const node of event.composedPath())
    if (
      node instanceof Element &&
      tags.has(node.localName) &&
      node.shadowRoot &&
      !customElements.get(node.localName)
    )
      return node;
  return undefined;
}

function noteOf(host: Element): Pending {
  let note = pending.get(host);
  if (!note) pending.set(host, (note = { clicks: [] }));
  host.setAttribute(BUSY, "true");
  return note;
}

const indexIn = (root: ShadowRoot, selector: string, node: Element | null) =>
  node ? [...root.querySelectorAll(selector)].indexOf(node) : -1;

/** The text each early answer replaced, put back before the press is replayed. */
const replaced = new WeakMap<Text, string>();

/**
 * Shows at once the answer the server wrote on a pressed control (core/serverMarkers.ts
 * `earlyAnswer`): its text, on the control or on the part it names (brought into view the first
 * time); `undo` puts the text back, unless the widget has written its own since.
 */
function answer(root: ShadowRoot, pressed: Element | null | undefined, undo?: boolean): void {
  const label = pressed?.getAttribute(EARLY_LABEL_ATTRIBUTE);
  const id = pressed?.getAttribute(EARLY_TARGET_ATTRIBUTE);
  const target = id ? root.getElementById(id) : pressed;
  const text = [...(target?.childNodes ?? [])].find((node) => node instanceof Text);
  if (label == null || !text) return;
  const before = replaced.get(text);
  if (undo) {
    if (before !== undefined && text.data === label) text.data = before;
    replaced.delete(text);
    return;
  }
  if (before === undefined) {
    replaced.set(text, text.data);
    if (id) target!.scrollIntoView({ block: "start" });
  }
  text.data = label;
}

/** Every early answer of a note, shown again (its take-over wrote the server's text back) or taken back. */
function answerAll(root: ShadowRoot, note: Pending, undo?: boolean): void {
  const pressable = root.querySelectorAll(PRESSABLE);
  for (const index of note.clicks) answer(root, pressable[index], undo);
  if (note.submit) answer(root, root.querySelectorAll("button")[note.submit[1]], undo);
}

/**
 * A submission before the code arrived is held: never sent natively (neither to a `method="post"`
 * form's endpoint, which the widget posts to itself, nor to the host's own `submit` listeners; a
 * `method="dialog"` form would go nowhere anyway) and sent by the widget once it is ready. Two
 * presses send once.
 */
function guard(root: ShadowRoot, respond: Respond): void {
  if (guarded.has(root)) return;
  guarded.add(root);
  root.addEventListener(
    "submit",
    (event) => {
      if (customElements.get(root.host.localName)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      // Submitted by a key in a field: as by its default button.
      const submitter =
        (event as SubmitEvent).submitter ?? form.querySelector('button:not([type="button"])');
      noteOf(root.host).submit = [indexIn(root, "form", form), indexIn(root, "button", submitter)];
      form.setAttribute(BUSY, "true");
      respond(root.host, submitter);
    },
    true,
  );
}

/** A held press's answer: the failure message when the code could not load, else its early answer. */
type Respond = (host: Element, pressed: Element | null) => void;

/**
 * Watches the page for a first sign of intent (pointer down, a key, focus, a click) on an element of
 * `tags` whose code has not arrived, and calls `wake` with it at once. Submissions and button presses
 * are held for `resume`; `failed` tells whether a tag's code could not load (then the visitor is told
 * so, with the fallback link: `showFailure`).
 */
export function watchIntent(
  tags: ReadonlySet<string>,
  wake: (tag: string) => void,
  failed: (tag: string) => boolean,
  showFailure: (host: Element) => void,
): void {
  const respond: Respond = (host, pressed) =>
    failed(host.localName) ? showFailure(host) : answer(host.shadowRoot!, pressed);
  const listener = (event: Event) => {
    const host = hostOf(event, tags);
    if (!host) return;
    const root = host.shadowRoot!;
    guard(root, respond);
    if (event.type === "click") {
      const pressed = (event.composedPath()[0] as Element).closest?.(PRESSABLE);
      // A submit button's press arrives as the form's submit (`guard`); other links lead.
      if (!pressed || (pressed instanceof HTMLButtonElement && pressed.type === "submit")) return;
      if (pressed instanceof HTMLAnchorElement) {
        // A link opened elsewhere (a new tab, a window) or one whose code could not load leads.
        const mouse = event as MouseEvent;
        const elsewhere =
          mouse.button > 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey;
        if (elsewhere || failed(host.localName)) return;
        event.preventDefault();
        wake(host.localName);
      }
      const index = indexIn(root, PRESSABLE, pressed);
      const { clicks } = noteOf(host);
      // Two presses on a held link while waiting are one: the calendar opens once.
      if (!(pressed instanceof HTMLAnchorElement && clicks.at(-1) === index)) clicks.push(index);
      respond(host, pressed);
      return;
    }
    wake(host.localName);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, true);
  // Forms already on the page are guarded before anyone touches them (a submission by a key
  // press that no focus event preceded, from a restored focus).
  for (const tag of tags)
    for (const host of document.querySelectorAll(tag))
      if (host.shadowRoot) guard(host.shadowRoot, respond);
}

const FIELDS = "input, textarea, select";

/** A field the visitor changed (by position among the root's fields), what it holds, its event. */
interface Changed {
  index: number;
  value: string;
  checked: boolean;
  type: "input" | "change";
}

/** The fields whose content differs from what the server wrote: the visitor changed them. */
function changedFields(root: ShadowRoot): Changed[] {
  const changed: Changed[] = [];
  root.querySelectorAll(FIELDS).forEach((field, index) => {
    let type: Changed["type"] | undefined;
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        type = "change";
    } else if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      // A radio group changes through the one now checked.
      if (field.checked !== field.defaultChecked && (field.checked || field.type === "checkbox"))
        type = "change";
    } else if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.value !== field.defaultValue
    )
      type = "input";
    if (!type) return;
    const { value, checked } = field as HTMLInputElement;
    changed.push({ index, value, checked, type });
  });
  return changed;
}

/**
 * Called before the element takes its shadow root over; what it returns, right after (the same
 * task as `define`, before the widget renders again). What the visitor typed or ticked is put back
 * where the take-over reset it (Preact writes a textarea's value) and handed to the widget as the
 * events its fields listen to, so its state holds it. Then, a task later, the held presses and the
 * held submission, as the visitor made them.
 */
export function resumeAfterTakeOver(host: Element, nextTask: () => Promise<void>): () => void {
  const root = host.shadowRoot;
  if (!root || customElements.get(host.localName)) return () => undefined;
  const changed = changedFields(root);
  return () => {
    const fields = root.querySelectorAll<HTMLInputElement>(FIELDS);
    for (const { index, value, checked, type } of changed) {
      const field = fields[index];
      if (!field) continue;
      if (field.value !== value) field.value = value;
      if (field.checked !== checked) field.checked = checked;
      field.dispatchEvent(new Event(type, { bubbles: true }));
    }
    const note = pending.get(host);
    pending.delete(host);
    if (!note) return;
    answerAll(root, note);
    void nextTask().then(() => replay(host, root, note));
  };
}

/**
 * Resolves once `waiting()` is false, checked at each change in the root; at the latest after
 * `WAIT_MS`, so that a press is never held for good.
 */
function until(root: ShadowRoot, waiting: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => waiting() || done());
    const timer = setTimeout(done, WAIT_MS);
    if (waiting()) observer.observe(root, { subtree: true, childList: true, attributes: true });
    else done();
  });
}

/**
 * A held press is replayed on what the live widget put in its place, once it is ready: a held link
 * that gives way to a button waits for it, and a button still getting ready itself
 * (`data-state="loading"`: the booking button until its calendar script is in) for that, so the
 * press opens what it should.
 */
const NOT_READY = `${GIVES_WAY}, [data-state="loading"]`;

async function replay(host: Element, root: ShadowRoot, note: Pending): Promise<void> {
  for (const index of note.clicks) {
    const pressed = () => root.querySelectorAll<HTMLElement>(PRESSABLE)[index];
    // What replaces the control while it gets ready keeps its answer.
    await until(root, () => (answer(root, pressed()), !!pressed()?.matches(NOT_READY)));
    answer(root, pressed(), true);
    pressed()?.click();
  }
  host.removeAttribute(BUSY);
  if (!note.submit) return;
  const form = root.querySelectorAll("form")[note.submit[0]];
  form?.removeAttribute(BUSY);
  const submitter = root.querySelectorAll("button")[note.submit[1]];
  answer(root, submitter, true);
  form?.requestSubmit(submitter && submitter.form === form ? submitter : null);
}

/**
 * The code could not load: what the visitor did is let go. Its early answers are taken back, and a
 * link whose press was held leads after all, as it would have without the loader (the press goes
 * through the intent watch again, which lets a failed widget's link lead). Whether the visitor is
 * still to be told (a press or a submission held, no link to follow).
 */
export function giveUp(host: Element): boolean {
  const note = pending.get(host);
  if (!note) return false;
  pending.delete(host);
  host.removeAttribute(BUSY);
  const root = host.shadowRoot!;
  answerAll(root, note, true);
  const pressable = root.querySelectorAll<HTMLElement>(PRESSABLE);
  const link = note.clicks
    .map((index) => pressable[index])
    .find((pressed) => pressed instanceof HTMLAnchorElement);
  link?.click();
  return !link;
}
