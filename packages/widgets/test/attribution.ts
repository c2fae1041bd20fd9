import type { Attribution } from "@marketing/contracts";

/** What a submission from the test's page carries in a fresh session (no referrer, no campaign). */
export function plainAttribution(lang: string): Attribution {
  return {
    page: `${location.origin}${location.pathname}`,
    referrer: "",
    lang,
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
  };
}
