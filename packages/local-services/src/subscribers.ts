// The newsletter stand-in's part of the Worker's asks (contracts' subscribers.ts), as the Apps
// Script answers them: heard only with the endpoint's key, which in development is a constant.
import {
  LOCAL_ENDPOINT_KEY,
  isValidEmail,
  type EndpointAsk,
  type NewsletterMailingTool,
  type NewsletterSubscription,
  type SubscriptionStatus,
  type UnsubscribeAnswer,
} from "@marketing/contracts";
import { HttpError } from "./http-utils";
import type { SubmissionRecord, SubmissionsStore } from "./submissions-store";

/** The Worker's asks in a body, or undefined when it does not carry the key (anyone's post). */
export function workerAsk(
  body: Record<string, unknown> | undefined,
): Omit<EndpointAsk, "endpointKey"> | undefined {
  if (body?.endpointKey !== LOCAL_ENDPOINT_KEY) return undefined;
  return {
    ...(body.mailsConfirmation === true ? { mailsConfirmation: true } : {}),
    ...(body.syncsMailingTool === true ? { syncsMailingTool: true } : {}),
  };
}

/** A subscription record's status, as the Apps Script's row says it. */
export function subscriptionStatus(record: SubmissionRecord): SubscriptionStatus {
  if (record.unsubscribedAt) return "unsubscribed";
  return record.pending ? "pending" : "confirmed";
}

/**
 * The Worker's unsubscribe (its link's signature checked there): every subscription of the
 * address marked, answered alike when it has none. Anyone else's is refused, as the script does.
 */
export async function unsubscribeAddress(
  body: Record<string, unknown> | undefined,
  store: SubmissionsStore,
): Promise<[status: number, body: UnsubscribeAnswer]> {
  const ask = workerAsk(body);
  if (!ask) throw new HttpError(403, "Not allowed.");
  const email = typeof body?.email === "string" ? body.email : "";
  if (!isValidEmail(email)) throw new HttpError(400, "Bad field: email");
  const subscriptions = store.subscriptionsOf(email);
  for (const record of subscriptions) {
    if (!record.unsubscribedAt) await store.unsubscribe(record);
    if (ask?.syncsMailingTool) await store.markMailingTool(record, "waiting");
  }
  const lang = (subscriptions.at(-1)?.payload as NewsletterSubscription | undefined)?.lang;
  return [200, { result: "unsubscribed", ...(lang ? { lang } : {}) }];
}

/**
 * What the mailing tool was told of the address's subscriptions of a status (the Worker's, with
 * the key): `synced`, or `failed` and why; one whose status changed since is left as it is.
 */
export async function recordMailingTool(
  body: Record<string, unknown> | undefined,
  store: SubmissionsStore,
): Promise<[status: number, body: { ok: true }]> {
  if (!workerAsk(body)) throw new HttpError(403, "Not allowed.");
  const { email, status, state, reason } = (body ?? {}) as Partial<NewsletterMailingTool>;
  if (typeof email !== "string" || (state !== "synced" && state !== "failed"))
    throw new HttpError(400, "Bad fields.");
  for (const record of store.subscriptionsOf(email))
    if (subscriptionStatus(record) === status)
      await store.markMailingTool(record, state, typeof reason === "string" ? reason : undefined);
  return [200, { ok: true }];
}
