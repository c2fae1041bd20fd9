// The Worker's side of the mailing tool's queue: a change to tell the tool, handed to the one
// MailingSync object (sync.ts), which stores it before answering and retries it until done.
import type { Env } from "../env";
import type { Language } from "./tool";

/** A subscriber's change the tool is to be told of: the row's new status. */
export interface SyncJob {
  email: string;
  status: "confirmed" | "unsubscribed";
  language?: Language;
}

/** The one queue object's name: every change goes through it, in order. */
export const QUEUE_NAME = "subscribers";
export const QUEUE_URL = "https://mailing-sync.internal/queue";

/** Queues a change; false (logged) when it could not be stored: the row then says "waiting". */
export async function queueMailingSync(env: Env, job: SyncJob): Promise<boolean> {
  const namespace = env.MAILING_SYNC;
  if (!namespace) {
    console.error("edge: no MAILING_SYNC binding: the mailing tool is not told.");
    return false;
  }
  try {
    const queue = namespace.get(namespace.idFromName(QUEUE_NAME));
    const answer = await queue.fetch(QUEUE_URL, { method: "POST", body: JSON.stringify(job) });
    if (answer.ok) return true;
    console.error(`edge: the mailing queue answered ${answer.status}.`);
  } catch (error) {
    console.error("edge: the mailing queue did not answer:", error);
  }
  return false;
}
