// A visitor's first press on a server-rendered widget, on a phone (CPU 4x slower, a 1.6 Mbit/s
// network with 150 ms of round trip), right after the page's load: the time from the press to its
// visible answer (the form's "sending" state, the booking button saying the calendar is opening,
// the reply form in view, the annual prices), read in the page (`performance.now()` at the
// press's pointerdown, then at the first frame that shows the answer). A server-rendered widget
// runs no code before the visitor reaches for it (docs/decisions/2026-11-28-wake-when-needed.md):
// the answer is the one its server-rendered HTML gives at once (the loader's early answer, the
// pricing switch's CSS) or, once its code is in, the widget's own. Bar: 200 ms, the good-INP
// threshold. The calendar itself opens no sooner than the spec's 0.5 s after the provider's
// widget is created (and 1 s after its script has loaded): that row is reported without a bar.
import type { CDPSession, Page } from "playwright";
import { LOCAL_ROUTES, apiUrl, parsePostRows, type ApiSheet } from "@marketing/contracts";
import { PAGE_CONFIG_ID } from "@marketing/widgets";
import type * as ServerRenderer from "@marketing/widgets/server";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { CPU_SLOWDOWN, cdpValue, median, newPage, withHarness, type HostServer } from "./browser";
import { RUNS } from "./options";
import type { BenchRow } from "./row";
import { WIDGETS_DIR } from "./workspaces";

/** The built server renderer (dist/server.js): what a host's build runs, JSX compiled. */
const server = (await import(
  pathToFileURL(join(WIDGETS_DIR, "dist", "server.js")).href
)) as typeof ServerRenderer;

const ANSWER_MS = 200;
/** The phone's network (Lighthouse's "slow 4G" figures). */
const NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

const POST = "fault-detection-rules-air-handling-units";

/** The page configuration a marketer pastes: the API at the page's own /api (the default), and
 * the local services' calendar stand-in. */
function pageConfig(servicesUrl: string): string {
  const calendar = (file: string) => servicesUrl + LOCAL_ROUTES.calendarFile.replace(":file", file);
  return `<script type="application/json" id="${PAGE_CONFIG_ID}">${JSON.stringify({
    calendarUrl: calendar("strategy-call"),
    calendarScriptUrl: calendar("widget.js"),
    calendarStylesheetUrl: calendar("widget.css"),
  })}</script>`;
}

async function sheet(api: string, name: ApiSheet): Promise<string[][]> {
  const response = await fetch(apiUrl(api, "sheet", { sheet: name }));
  return ((await response.json()) as { values?: string[][] }).values ?? [];
}

type Tag = Parameters<typeof server.renderWidget>[0];

/** The element as a host's build writes it: finished in its declarative shadow root. */
async function serverRendered(tag: Tag, api: string): Promise<string> {
  if (tag !== "blog-post") return server.renderWidget(tag, { lang: "en" });
  const posts = await sheet(api, "posts");
  const post = parsePostRows(posts).find((entry) => entry.slug === POST)!;
  const doc = apiUrl(api, "doc", {}, { url: post.publishedDocURL });
  const articleHtml = server.articleHtmlFromDocument(await (await fetch(doc)).text(), {
    slug: POST,
    api,
    post,
  });
  return server.renderWidget(tag, {
    lang: "en",
    attributes: { slug: POST },
    data: { posts, comments: await sheet(api, "comments"), articleHtml },
  });
}

interface Press {
  tag: Tag;
  label: string;
  /** In the widget's shadow root: fields typed (at autofill speed, just before the press), then what is pressed. */
  fill?: Array<[selector: string, text: string]>;
  press: string;
  /**
   * A page-side expression, `host` the element and `pressed()` what is at `press` now (the live
   * widget may have replaced it): true once the answer shows.
   */
  answered: string;
  /** No bar: a figure the spec's own delays set. */
  reported?: true;
}

/** The pressed control reads as the widget words its answer ("Subscribing...", "Opening the calendar…"). */
const saysItsAnswer = `pressed().textContent === pressed().dataset.earlyLabel`;
const sending = `["sending", "sent", "failed"].includes(host.dataset.state) || ${saysItsAnswer}`;

const PRESSES: Press[] = [
  {
    tag: "newsletter-signup",
    label: "Subscribe: the sending state",
    fill: [['input[type="email"]', "reader@example.com"]],
    press: 'button[type="submit"]',
    answered: sending,
  },
  {
    tag: "contact-form",
    label: "Send message: the sending state",
    fill: [
      ['input[name="name"]', "Ada Reader"],
      ['input[type="email"]', "ada@example.com"],
      ["textarea", "Could we see a demo?"],
    ],
    press: 'button[type="submit"]',
    answered: sending,
  },
  {
    tag: "blog-post",
    label: "Post comment: the sending state",
    fill: [
      ['input[name="name"]', "Ada Reader"],
      ["textarea", "A first comment."],
    ],
    press: 'form button[type="submit"]',
    answered: sending,
  },
  {
    tag: "blog-post",
    label: "Reply: the reply form in view",
    press: ".mw-comment__reply",
    answered: `(() => { const h = host.shadowRoot.querySelector(".mw-comment-form__title"); const r = h.getBoundingClientRect(); return /Replying/.test(h.textContent) && r.top >= 0 && r.bottom <= innerHeight; })()`,
  },
  {
    tag: "booking-button",
    label: "the button saying the calendar is opening",
    press: ".mw-booking__button",
    answered: `${saysItsAnswer} || !!document.querySelector(".calendly-overlay iframe, .calendly-popup iframe")`,
  },
  {
    tag: "booking-button",
    label: "the calendar open on the page",
    press: ".mw-booking__button",
    answered: `!!document.querySelector(".calendly-overlay iframe, .calendly-popup iframe")`,
    reported: true,
  },
  {
    tag: "pricing-table",
    label: "Annual: the annual prices",
    press: 'label:has(input[value="annual"])',
    answered: `[...host.shadowRoot.querySelectorAll(".mw-pricing__billed")].some((terms) => terms.checkVisibility() && /billed annually/.test(terms.textContent))`,
  },
];

/** Records the press (its pointerdown) and, frame by frame, the first frame showing the answer. */
function watchAnswer({ tag, press, answered }: Press): string {
  return `(() => {
    const host = document.querySelector(${JSON.stringify(tag)});
    const pressed = () => host.shadowRoot.querySelector(${JSON.stringify(press)});
    document.addEventListener("pointerdown", () => {
      window.__pressAt ??= performance.now();
      const check = () => {
        let done = false;
        try { done = ${answered}; } catch {}
        if (done) window.__answerAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  })()`;
}

/**
 * Scrolls `selector` of `tag`'s shadow root into view and returns its centre, once what is at that
 * point is it, at the same place twice in a row (a page still loading its pictures moves it).
 */
async function centreOf(cdp: CDPSession, tag: string, selector: string) {
  let last = "";
  for (let tries = 0; tries < 50; tries++) {
    const box = await cdpValue<{ x: number; y: number; hit: boolean } | null>(
      cdp,
      `(() => { const root = document.querySelector(${JSON.stringify(tag)})?.shadowRoot; const el = root?.querySelector(${JSON.stringify(selector)}); if (!el) return null; el.scrollIntoView({ block: "center" }); const r = el.getBoundingClientRect(); const x = r.x + r.width / 2, y = r.y + r.height / 2; return { x, y, hit: el.contains(root.elementFromPoint(x, y)) }; })()`,
    );
    if (!box) throw new Error(`<${tag}> has no ${selector}`);
    const at = `${box.x},${box.y}`;
    if (box.hit && at === last) return box;
    last = at;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`<${tag}> ${selector} does not stay in place`);
}

async function oncePressed(page: Page, cdp: CDPSession, url: string, press: Press) {
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
  await page.goto(url, { waitUntil: "load" });
  for (const [selector, text] of press.fill ?? []) {
    const { x, y } = await centreOf(cdp, press.tag, selector);
    await page.mouse.click(x, y);
    await cdp.send("Input.insertText", { text });
  }
  const { x, y } = await centreOf(cdp, press.tag, press.press);
  await cdpValue(cdp, watchAnswer(press));
  await page.mouse.click(x, y);
  const deadline = Date.now() + 60_000;
  while (!(await cdpValue<boolean>(cdp, "window.__answerAt !== undefined"))) {
    if (Date.now() > deadline) throw new Error(`<${press.tag}> ${press.label}: no answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return cdpValue<number>(cdp, "window.__answerAt - window.__pressAt");
}

async function pageOf(host: HostServer, servicesUrl: string, tag: Tag): Promise<string> {
  const api = `${host.hostOrigin}/api`;
  const body = `<main><p>Above the widget</p>${await serverRendered(tag, api)}</main>`;
  return host.page(
    `first-press-${tag}.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>${pageConfig(servicesUrl)}</head><body>${body}<script src="${host.embedOrigin}/embed/widgets.js"></script></body></html>`,
  );
}

export default function bench(): Promise<BenchRow[]> {
  return withHarness(async (host, browser, servicesUrl) => {
    const rows: BenchRow[] = [];
    for (const press of PRESSES) {
      const url = await pageOf(host, servicesUrl, press.tag);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { page, cdp, close } = await newPage(browser, CPU_SLOWDOWN);
        try {
          times.push(await oncePressed(page, cdp, url, press));
        } finally {
          await close();
        }
      }
      const value = Math.round(median(times));
      rows.push({
        name: `<${press.tag}> first press to answer, ${press.label} (CPU ${CPU_SLOWDOWN}x, 1.6 Mbit/s, 150 ms; median of ${RUNS})`,
        value,
        unit: "ms",
        ...(!press.reported && { budget: `≤ ${ANSWER_MS} ms`, ok: value <= ANSWER_MS }),
      });
    }
    return rows;
  });
}
