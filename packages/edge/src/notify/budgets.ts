// The mail budgets' figures and rule. The transport's quota (Resend: 100 a day free) must outlast
// a flood: every mail counts against an hourly and a daily budget; a visitor's mail (a
// confirmation, a reply) may use three quarters of each, so the last quarter is the owner's, whose
// notices a flood of visitors' mails cannot starve; and a confirmation goes to one inbox at most
// once a day, however its address is spelled
// (docs/decisions/2026-12-08-owner-notices-and-mail-budgets.md).
import type { MailKind } from "@marketing/contracts";
import { numberVar, type Env } from "../env";
import type { Refusal } from "./desk-api";

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** MAIL_HOURLY_LIMIT's default: a flood spends at most this many of the day's quota an hour. */
export const DEFAULT_HOURLY_LIMIT = 20;
/** MAIL_DAILY_LIMIT's default: Resend's free daily quota. */
export const DEFAULT_DAILY_LIMIT = 100;
/** Confirmations one inbox is sent in 24 hours. */
export const CONFIRMATIONS_PER_INBOX = 1;

export interface Limits {
  hourly: number;
  daily: number;
}

export function limitsOf(env: Env): Limits {
  return {
    hourly: Math.floor(numberVar(env.MAIL_HOURLY_LIMIT, DEFAULT_HOURLY_LIMIT)),
    daily: Math.floor(numberVar(env.MAIL_DAILY_LIMIT, DEFAULT_DAILY_LIMIT)),
  };
}

/** The part of a budget a visitor's mail may use: all but the owner's quarter (rounded up). */
export const visitorsShare = (limit: number) => limit - Math.ceil(limit / 4);

/** What the mails already sent in the last hour and day leave for one more of `kind`. */
export function refusal(
  kind: MailKind | undefined,
  sent: { hour: number; day: number; toRecipient: number },
  limits: Limits,
): Refusal | undefined {
  const owner = kind === "owner";
  const share = (limit: number) => (owner ? limit : visitorsShare(limit));
  if (kind === "confirmation" && sent.toRecipient >= CONFIRMATIONS_PER_INBOX) return "recipient";
  if (sent.hour >= share(limits.hourly)) return "hour";
  if (sent.day >= share(limits.daily)) return "day";
  return undefined;
}
