/**
 * The form lifecycle shared by the newsletter, contact and comment forms. spec §8/§9: a status
 * message (or toast) stays for 5 s; this is the one home of that rule.
 */
export const MESSAGE_DURATION_MS = 5_000;

/** The one status vocabulary of a submission. */
export type SubmissionState = "idle" | "sending" | "sent" | "failed";
