/**
 * A text as Testing Library reads it from the page: whitespace collapsed, French typography's
 * narrow no-break spaces (U+202F) included, so a catalogue's or fixture's words match what shows.
 */
export const shown = (text: string): string => text.replace(/\s+/g, " ").trim();
