// What a visitor did to a server-rendered widget before its code arrived (noted by the loader,
// ./intent.ts), handed to the widget as it takes its shadow root over: in the element's chunk, not
// the loader, as it runs only once the code is in.
import { EARLY_PRESS_ATTRIBUTE } from "../core/serverMarkers";
import { BUSY, PRESSABLE, answer, answerAll, type Held } from "./earlyAnswer";
import { nextTask } from "./tasks";

/** A link that gives way to a button once the widget is live. */
const GIVES_WAY = `a[${EARLY_PRESS_ATTRIBUTE}="button"]`;
/** The longest a held press waits for what it is replayed on to be in place and ready, in ms. */
const WAIT_MS = 10_000;

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
 * events its fields listen to, so its state holds it; the early answers to its held presses (`note`,
 * from the loader) are shown again. Then, a task later, the held presses and the held submission,
 * as the visitor made them.
 */
export function resumeAfterTakeOver(host: Element, note: Held | undefined): () => void {
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

async function replay(host: Element, root: ShadowRoot, note: Held): Promise<void> {
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
