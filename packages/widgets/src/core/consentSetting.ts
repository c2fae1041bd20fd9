// The `consent` configuration ({"privacyUrl": "https://…", "required": true}): a checkbox with the
// widget's consent sentence, linking to the privacy page, on the newsletter, contact and comment
// forms. This module is the configuration's check (the resolver, in widgets.js, reads it): free of
// React. The box itself is core/Consent.tsx.
import { warnOnce } from "./strings";

export interface ConsentSetting {
  /** The privacy page the sentence links to: an absolute https address (or loopback http). */
  privacyUrl: string;
  /** The form cannot be sent until the box is ticked. */
  required: boolean;
}

/**
 * The `consent` key checked: an object with an https `privacyUrl` and an optional boolean
 * `required` (false when left out). Anything else is one warning naming the key, and the forms
 * stay as they are without it. `isSafeUrl` is the resolver's URL rule (core/config.ts).
 */
export function checkConsent(
  value: unknown,
  isSafeUrl: (url: string) => boolean,
): ConsentSetting | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    return warnOnce("consent", 'is not an object {"privacyUrl": "https://…", "required": true}');
  const { privacyUrl, required = false, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) return warnOnce(`consent.${unknown}`, "is not a consent setting");
  if (typeof privacyUrl !== "string" || !privacyUrl.trim())
    return warnOnce("consent.privacyUrl", "is missing");
  // Absolute, as the WordPress plugin requires: a relative path or `//host` would link wherever the
  // host page sits, and a consent sentence must name one privacy page.
  if (!/^https?:\/\//i.test(privacyUrl.trim()) || !isSafeUrl(privacyUrl))
    return warnOnce("consent.privacyUrl", "is not an https: URL");
  if (typeof required !== "boolean") return warnOnce("consent.required", "is not true or false");
  return { privacyUrl, required };
}
