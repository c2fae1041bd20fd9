// What each type of post carries and how long each field may be. Copies of
// @marketing/contracts' FIELD_MAX_LENGTHS (limits.ts), CONSENT_MAX_LENGTHS (consent.ts) and
// ATTRIBUTION_FIELDS (attribution.ts): test/endpoint.test.ts fails when they drift apart.

const MAX = {
  name: 200,
  email: 254,
  company: 200,
  message: 5000,
  postSlug: 200,
  id: 100,
  parentId: 100,
  date: 40,
  subscribed_at: 40,
  submitted_at: 40,
  page: 2000,
  referrer: 2000,
  lang: 35,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};
const CONSENT_MAX = { at: 40, text: 1000 };
// The columns after each row's own: where the post came from.
const ATTRIBUTION = ["page", "referrer", "lang"].concat(
  ["source", "medium", "campaign", "term", "content"].map((name) => "utm_" + name),
);
const FIELDS = {
  newsletter_subscription: { required: ["email"], optional: ["subscribed_at"] },
  contact_form: { required: ["name", "email", "message"], optional: ["company", "submitted_at"] },
  blog_comment: {
    required: ["postSlug", "id", "name", "message"],
    optional: ["email", "date", "parentId"],
  },
};
// Free text: stored without control characters or bidirectional overrides (cleanText).
const CLEANED = ["name", "company", "message"].concat(ATTRIBUTION);
