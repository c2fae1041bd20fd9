// The bodies the widgets POST (as text/plain JSON) and the local services validate and store.
import type { BlogComment } from "./sheets";

/** spec §7: the newsletter's Apps Script web app receives this. */
export interface NewsletterSubscription {
  type: "newsletter_subscription";
  email: string;
  subscribed_at: string;
}

/** What a visitor types into the contact form. */
export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** spec §7: the contact webhook receives this. */
export interface ContactSubmission extends ContactMessage {
  type: "contact_form";
  submitted_at: string;
}

/**
 * A new comment, posted to the comments endpoint: the public row's fields plus the optional email,
 * which the endpoint keeps privately (never in the public `Comments` sheet). The endpoint decides
 * `approved` (moderation) and says so in its answer, `CommentAnswer`.
 */
export interface CommentPayload extends Omit<BlogComment, "approved"> {
  type: "blog_comment";
  email: string;
}

/** What the comments endpoint answers (201): `approved: false` when held for moderation. */
export interface CommentAnswer {
  ok: true;
  id: string;
  approved: boolean;
}
