// The longest value each submitted field may hold: the local services refuse longer ones, the
// forms stop typing there, and the Apps Script (packages/apps-script) checks the same numbers.

import { ATTRIBUTION_MAX_LENGTHS } from "./attribution";

export const FIELD_MAX_LENGTHS = {
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
  // Attribution (attribution.ts): the widgets cut longer values, the endpoints refuse them.
  ...ATTRIBUTION_MAX_LENGTHS,
} as const satisfies Record<string, number>;

/** The limit for a field, or undefined when it has none. */
export function maxLengthOf(field: string): number | undefined {
  return (FIELD_MAX_LENGTHS as Record<string, number>)[field];
}

/** spec §9: the blog list shows at most 6 posts (the widget and the WordPress block's control). */
export const BLOG_LIST_MAX = 6;
