// A server-rendered widget (its declarative shadow root) looks ready before its code has arrived:
// what a visitor does with it meanwhile is noted here, and handed to the widget once it has taken
// its shadow root over (docs/decisions/2026-11-28-no-interaction-lost-before-wake.md).
// What the code does with it once in is in ./resume.ts, in the chunks: the loader carries only
// what must run before.
import { BUSY, PRESSABLE, answer, answerAll, type Held } from "./earlyAnswer";

const pending = new WeakMap<Element, Held>();
const guarded = new WeakSet<ShadowRoot>();

const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "click"] as const;

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

function noteOf(host: Element): Held {
  let note = pending.get(host);
  if (!note) pending.set(host, (note = { clicks: [] }));
  host.setAttribute(BUSY, "true");
  return note;
}

const indexIn = (root: ShadowRoot, selector: string, node: Element | null) =>
  node ? [...root.querySelectorAll(selector)].indexOf(node) : -1;

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
 * are held for the code (`takeHeld`); `failed` tells whether a tag's code could not load (then the visitor is told
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

/** What the visitor did to `host` before its code arrived, handed over to the code once. */
export function takeHeld(host: Element): Held | undefined {
  const note = pending.get(host);
  pending.delete(host);
  return note;
}

/**
 * The code could not load: what the visitor did is let go. Its early answers are taken back, and a
 * link whose press was held leads after all, as it would have without the loader (the press goes
 * through the intent watch again, which lets a failed widget's link lead). Whether the visitor is
 * still to be told (a press or a submission held, no link to follow).
 */
export function giveUp(host: Element): boolean {
  const note = takeHeld(host);
  if (!note) return false;
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
