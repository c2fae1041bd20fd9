// The bodies the widgets POST (as text/plain JSON) and the local services validate and store.
import type { Attribution } from "./attribution";
import type { ConsentRecord } from "./consent";
import type { BlogComment } from "./sheets";

/**
 * Where a submission came from (attribution.ts). Every widget sends all of it; an endpoint accepts a
 * post without it (an older embed), so it is optional here.
 */
export type SubmissionAttribution = Partial<Attribution> & {
  /** The consent box's record (consent.ts), when the page's configuration shows one. */
  consent?: ConsentRecord;
};

/** spec §7: the newsletter's Apps Script web app receives this. */
export interface NewsletterSubscription extends SubmissionAttribution {
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
export interface ContactSubmission extends ContactMessage, SubmissionAttribution {
  type: "contact_form";
  submitted_at: string;
}

/**
 * A new comment, posted to the comments endpoint: the public row's fields plus the optional email,
 * which the endpoint keeps privately (never in the public `Comments` sheet). The endpoint decides
 * `approved` (moderation) and says so in its answer, `CommentAnswer`.
 */
export interface CommentPayload extends Omit<BlogComment, "approved">, SubmissionAttribution {
  type: "blog_comment";
  email: string;
  /**
   * "Notify me of replies": its author is mailed when a reply to it is shown (only with an email;
   * the endpoint keeps the choice with the email, privately). Absent means no.
   */
  notifyReplies?: boolean;
}

/** What the comments endpoint answers (201): `approved: false` when held for moderation. */
export interface CommentAnswer {
  ok: true;
  id: string;
  approved: boolean;
}
