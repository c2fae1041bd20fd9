// Interactions stay under 100 ms of main-thread work: with the CPU slowed 4x, the
// longest main-thread task while a visitor types in a field, submits a form or opens the
// calendar, on a plain host page through widgets.js. Read from a Chromium trace of the
// interaction alone (thread time, see browser.ts tracedTasks); the page is driven through CDP
// input events and read through CDP expressions, so no script of Playwright's runs in it.
import type { CDPSession, Page } from "playwright";
import type { BenchRow } from "./row";
import {
  CPU_SLOWDOWN,
  cdpValue,
  loadWidgetQuietly,
  median,
  newPage,
  recordLongTasks,
  settledQuietly,
  tracedTasks,
  widgetsPage,
  withHarness,
} from "./browser";
import { RUNS } from "./options";

const INTERACTION_MS = 100;

interface Interaction {
  tag: string;
  label: string;
  /** Steps before the measured one (e.g. filling the field before submitting). */
  before?: (page: Page, cdp: CDPSession) => Promise<void>;
  act: (page: Page, cdp: CDPSession) => Promise<void>;
}

/** Clicks the centre of the first match of `selector` in the element's shadow root. */
async function click(page: Page, cdp: CDPSession, tag: string, selector: string): Promise<void> {
  const box = await cdpValue<{ x: number; y: number } | null>(
    cdp,
    `(() => { const el = document.querySelector(${JSON.stringify(tag)})?.shadowRoot?.querySelector(${JSON.stringify(selector)}); if (!el) return null; el.scrollIntoView({ block: "center" }); const r = el.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
  );
  if (!box) throw new Error(`<${tag}> has no ${selector}`);
  await page.mouse.click(box.x, box.y);
}

/** Typing `text` at a visitor's pace into the element's `selector` field. */
function typing(tag: string, label: string, selector: string, text: string): Interaction {
  return {
    tag,
    label,
    before: (page, cdp) => click(page, cdp, tag, selector),
    act: (page) => page.keyboard.type(text, { delay: 30 }),
  };
}

const INTERACTIONS: Interaction[] = [
  typing("newsletter-signup", "typing an address", "input", "reader@example.com"),
  {
    tag: "newsletter-signup",
    label: "submitting",
    before: async (page, cdp) => {
      await click(page, cdp, "newsletter-signup", "input");
      await page.keyboard.type("reader@example.com");
    },
    act: (page) => page.keyboard.press("Enter"),
  },
  typing("contact-form", "typing a message", "textarea", "Our air handling units drift."),
  {
    tag: "contact-form",
    label: "submitting (an incomplete form: validation)",
    act: (page, cdp) => click(page, cdp, "contact-form", 'button[type="submit"]'),
  },
  {
    tag: "booking-button",
    label: "opening the calendar",
    act: (page, cdp) => click(page, cdp, "booking-button", "button"),
  },
];

export default function bench(): Promise<BenchRow[]> {
  return withHarness(async (host, browser) => {
    const rows: BenchRow[] = [];
    for (const { tag, label, before, act } of INTERACTIONS) {
      const url = widgetsPage(host, `${tag}.html`, [tag]);
      const longest: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { page, cdp, close } = await newPage(browser, CPU_SLOWDOWN);
        await recordLongTasks(page);
        await loadWidgetQuietly(page, cdp, url, tag);
        await before?.(page, cdp);
        const tasks = await tracedTasks(page, "all", async () => {
          await act(page, cdp);
          await settledQuietly(page, cdp, 500);
        });
        await close();
        longest.push(Math.max(0, ...tasks.map((task) => task.cpu)));
      }
      const worst = Math.round(median(longest));
      rows.push({
        name: `<${tag}> ${label}: longest task, CPU ${CPU_SLOWDOWN}x slower (trace thread time, median of ${RUNS})`,
        value: worst,
        unit: "ms",
        budget: `≤ ${INTERACTION_MS} ms`,
        ok: worst <= INTERACTION_MS,
      });
    }
    return rows;
  });
}
