// The unsubscribe page's address (`/newsletter/unsubscribe?token=…`, `/fr/…`), which is also the
// `List-Unsubscribe` address of every mail to a subscriber: a GET is the page (the site's asset),
// a POST unsubscribes the link's address. A mail client posts `List-Unsubscribe=One-Click` there
// (RFC 8058: no JavaScript, no proof of work, no cookie) and reads the status; the page's own form
// posts the same plus its field, and is sent back to the outcome's message.
import {
  UNSUBSCRIBE_PAGE_FIELD,
  mailLanguage,
  unsubscribeFragment,
  type EndpointAsk,
  type NewsletterUnsubscribe,
  type UnsubscribeAnswer,
  type UnsubscribeOutcome,
} from "@marketing/contracts";
import type { Env } from "../env";
import { BodyTooLarge, problem, readLimited } from "../http";
import { readLinkToken } from "../links";
import { queueMailingSync } from "../mailing/queue";
import { mailingTool } from "../mailing/tool";
import { forward } from "../submissions";
import { endpointKey } from "./endpoint";

/** A one-click body is 26 bytes; the page's form adds a few. */
const MAX_BODY_BYTES = 1024;

const STATUS: Record<UnsubscribeOutcome, number> = {
  done: 200,
  expired: 410,
  invalid: 403,
  failed: 502,
};

/**
 * What an unsubscribe link's token came to: the endpoint marked its address's rows and the
 * mailing tool is to be told (queued), or why not.
 */
export async function unsubscribe(env: Env, token: unknown): Promise<UnsubscribeOutcome> {
  const key = endpointKey(env);
  if (!key) {
    console.error("edge: ENDPOINT_KEY is not set: the newsletter endpoint takes no unsubscribe.");
    return "failed";
  }
  let read: Awaited<ReturnType<typeof readLinkToken>>;
  try {
    read = await readLinkToken(env, "unsubscribe", token);
  } catch (error) {
    console.error("edge:", (error as Error).message);
    return "failed";
  }
  if ("problem" in read) return read.problem;
  const email = read.value;
  const body: NewsletterUnsubscribe = { type: "newsletter_unsubscribe", email };
  const syncs = Boolean(mailingTool(env));
  const ask: EndpointAsk = { endpointKey: key, ...(syncs ? { syncsMailingTool: true } : {}) };
  const forwarded = await forward(env, "newsletter", JSON.stringify({ ...body, ...ask }));
  if (!forwarded.ok) return "failed";
  if (syncs) {
    const { lang } = forwarded.answer as UnsubscribeAnswer;
    await queueMailingSync(env, {
      email,
      status: "unsubscribed",
      ...(lang ? { language: mailLanguage(lang) } : {}),
    });
  }
  return "done";
}

/** A request at the unsubscribe page's address. */
export async function unsubscribePage(request: Request, url: URL, env: Env): Promise<Response> {
  if (request.method === "GET" || request.method === "HEAD") return env.ASSETS.fetch(request);
  if (request.method !== "POST")
    return problem(405, "Use GET, or POST to unsubscribe.", { Allow: "GET, HEAD, POST" });
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readLimited(request, MAX_BODY_BYTES));
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    return problem(413, "This is not an unsubscribe.", { Connection: "close" });
  }
  const outcome = await unsubscribe(env, url.searchParams.get("token"));
  // The page's press: back to the page (the token left behind) at the outcome's message.
  if (form.has(UNSUBSCRIBE_PAGE_FIELD))
    return Response.redirect(`${url.origin}${url.pathname}#${unsubscribeFragment(outcome)}`, 303);
  return new Response(outcome === "done" ? "Unsubscribed.\n" : `Not unsubscribed: ${outcome}.\n`, {
    status: STATUS[outcome],
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
