/**
 * The custom property holding an element's reserved height (px): set on the element by the embed
 * layer's document sheet (src/embed/reserve.ts), per viewport width, and held by the element's
 * shadow root while it renders in slices (core/progressive.tsx). `all: initial` on `:host` leaves
 * custom properties alone. A module of its own: the loader imports it without any widget code.
 */
export const RESERVED_HEIGHT_PROPERTY = "--mw-reserved-height";
