// The shadow root an element's widget renders in, for every part of the widget: its own module,
// so that core's hooks read it without importing the element machinery (core/element.ts).
import { createContext, useContext } from "react";

export const ShadowRootContext = createContext<ShadowRoot | null>(null);

/**
 * The shadow root of the element the widget renders in (the `container` r2wc hands the component),
 * or null under the React API. Styles are adopted into it (CSSOM is outside CSP's style-src).
 */
export function useElementShadowRoot(): ShadowRoot | null {
  return useContext(ShadowRootContext);
}
