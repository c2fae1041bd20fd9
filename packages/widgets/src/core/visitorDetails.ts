// What the visitor has already given on this page: the name and email a newsletter or contact form
// sent. Kept in this page's memory only (never in storage, gone with the page), read by the booking
// button to prefill the calendar the visitor opens (docs/decisions/2026-12-07-booking-attribution.md).

/** The details a sent form leaves; blank ones are left out. */
export interface VisitorDetails {
  name?: string;
  email?: string;
}

const given = new WeakMap<object, VisitorDetails>();

/** After a form was sent: what it carried, merged over what earlier forms of this page gave. */
export function rememberVisitor(
  details: VisitorDetails,
  win: Window | undefined = globalThis.window,
): void {
  if (!win) return;
  const kept = { ...given.get(win) };
  for (const key of ["name", "email"] as const) {
    const value = details[key]?.trim();
    if (value) kept[key] = value;
  }
  given.set(win, kept);
}

/** What the visitor gave on this page so far (nothing on the server or before any form was sent). */
export function visitorDetails(win: Window | undefined = globalThis.window): VisitorDetails {
  return win ? { ...given.get(win) } : {};
}

/** For tests: forget what this page was given. */
export function forgetVisitor(win: Window | undefined = globalThis.window): void {
  if (win) given.delete(win);
}
