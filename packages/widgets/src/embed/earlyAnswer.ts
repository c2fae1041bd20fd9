// What a press on a server-rendered widget before its code runs is noted as, and the answer the
// server wrote for it, shown at once (docs/decisions/2026-12-08-first-press-answers-at-once.md):
// read by the loader (./intent.ts) and by the chunks once the code is in (./resume.ts).
import {
  EARLY_LABEL_ATTRIBUTE,
  EARLY_PRESS_ATTRIBUTE,
  EARLY_TARGET_ATTRIBUTE,
} from "../core/serverMarkers";

/** What a visitor did to one element before its code arrived; forms and buttons by position. */
export interface Held {
  /** The form submitted, and the button that submitted it (indexes among the root's forms, buttons). */
  submit?: [form: number, submitter: number];
  /** Buttons and held links pressed (not submit buttons), in order: indexes among `PRESSABLE`. */
  clicks: number[];
}

/** What a press is noted on: buttons, and links whose press is held (core/serverMarkers.ts). */
export const PRESSABLE = `button, a[${EARLY_PRESS_ATTRIBUTE}]`;

/** Marks an element as waiting for its code: for assistive technologies and the pointer. */
export const BUSY = "aria-busy";

/** The text each early answer replaced, put back before the press is replayed. */
const replaced = new WeakMap<Text, string>();

/**
 * Shows at once the answer the server wrote on a pressed control (core/serverMarkers.ts
 * `earlyAnswer`): its text, on the control or on the part it names (brought into view the first
 * time); `undo` puts the text back, unless the widget has written its own since.
 */
export function answer(
  root: ShadowRoot,
  pressed: Element | null | undefined,
  undo?: boolean,
): void {
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
export function answerAll(root: ShadowRoot, note: Held, undo?: boolean): void {
  const pressable = root.querySelectorAll(PRESSABLE);
  for (const index of note.clicks) answer(root, pressable[index], undo);
  if (note.submit) answer(root, root.querySelectorAll("button")[note.submit[1]], undo);
}
