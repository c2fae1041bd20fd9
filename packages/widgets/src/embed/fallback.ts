import en from "./locales/en.json";
import fr from "./locales/fr.json";
import { resolveKey } from "../core/config";
import { resolveLanguage } from "../core/language";
import type { ConfigKey } from "@marketing/contracts";
import { LOADER_DECLARATIONS, LOADER_KEYS } from "./declared";

interface FallbackStrings {
  text: string;
  link?: string;
  subject?: string;
}
const catalogs: Record<string, Record<string, FallbackStrings>> = { en, fr };

/**
 * Written in by the embeds' build: whether any of the script's tags links its fallback
 * (`kpi-counters.js`'s does not, so that script carries no configuration resolver).
 */
declare const __MW_FALLBACK_LINKS__: boolean | undefined;

/**
 * Where the widget's fallback link leads: the configuration key its declaration names (from the
 * element's attributes and the configuration), a mailto: for an email, with the catalogue's subject.
 */
function linkOf(
  tag: string,
  own: Record<string, string>,
  strings: FallbackStrings,
): string | undefined {
  const key = LOADER_DECLARATIONS[tag]?.[2];
  const value = key && resolved(key, own);
  if (!key || !value) return undefined;
  if (LOADER_KEYS[key]!.kind !== "email") return value;
  return `mailto:${value}${strings.subject ? `?subject=${encodeURIComponent(strings.subject)}` : ""}`;
}

/** A key the fallbacks read, resolved by the one resolver with its rules as the build wrote them. */
function resolved(key: ConfigKey, own: Record<string, string>): string | undefined {
  const rules = LOADER_KEYS[key];
  return rules && resolveKey(key, rules, own);
}

/** The element's language: its own or an ancestor's `lang` (up to `<html lang>`), else English. */
function languageOf(element: Element): string {
  return resolveLanguage({ own: element.closest("[lang]")?.getAttribute("lang") });
}

/** Configuration attributes of the element by key (`contact-email` for `contactEmail`...). */
function attributesOf(element: Element): Record<string, string> {
  const own: Record<string, string> = {};
  for (const { name, value } of element.attributes) {
    own[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return own;
}

/** The fallback's words in the element's language and its link, or nothing for a tag without. */
function fallbackParagraph(element: Element): HTMLParagraphElement | undefined {
  const strings = catalogs[languageOf(element)]![element.localName];
  if (!strings) return undefined;
  const paragraph = document.createElement("p");
  paragraph.setAttribute("data-mw-fallback", "");
  paragraph.append(strings.text);
  // Folded by the build: a script whose tags link nowhere leaves the resolver out.
  if (typeof __MW_FALLBACK_LINKS__ === "undefined" || __MW_FALLBACK_LINKS__)
    appendLink(paragraph, element, strings);
  return paragraph;
}

/**
 * Fills an element whose code could not load with a short message in the page's language and,
 * where the widget has one, a plain link (mailto: for the newsletter and the contact form). It is
 * light DOM: should the element be defined later after all, its shadow root hides it. Content the
 * host wrote inside the element is its own fallback and is kept, and a server-rendered element
 * (its declarative shadow root) stays as the server wrote it until a visitor tries to use it
 * (`showFailure`).
 */
export function showFallback(element: Element): void {
  if (element.shadowRoot) return;
  if (element.textContent?.trim() || element.querySelector("[data-mw-fallback]")) return;
  const paragraph = fallbackParagraph(element);
  if (paragraph) element.append(paragraph);
}

/**
 * A server-rendered element whose code could not load, which a visitor tried to use (a submission,
 * a press): the same message and link, announced, inside its widget, so nothing is silently lost.
 */
export function showFailure(element: Element): void {
  const root = element.shadowRoot;
  if (!root || root.querySelector("[data-mw-fallback]")) return;
  const paragraph = fallbackParagraph(element);
  if (!paragraph) return;
  paragraph.setAttribute("role", "alert");
  (root.querySelector(".mw-root") ?? root).append(paragraph);
  element.removeAttribute("aria-busy");
}

/** The fallback's link, where the widget's declaration names a key and the catalogue its words. */
function appendLink(paragraph: HTMLElement, element: Element, strings: FallbackStrings): void {
  const own = attributesOf(element);
  const href = linkOf(element.localName, own, strings);
  if (!href || !strings.link) return;
  const link = document.createElement("a");
  link.href = href;
  link.textContent = strings.link.replace("{{email}}", resolved("contactEmail", own) ?? "");
  paragraph.append(" ", link);
}
