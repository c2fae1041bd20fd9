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

/** A new comment, posted to the comments endpoint: the sheet's row plus its type. */
export interface CommentPayload extends BlogComment {
  type: "blog_comment";
}
