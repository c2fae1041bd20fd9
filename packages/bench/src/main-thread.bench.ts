// Per widget, the longest main-thread task and the total blocking time
// with the CPU slowed 4x, from navigation until the widget has rendered and the page is idle, on a
// plain host page with only that element, from the loader's evaluation on, through each embed path:
// `widgets.js` and the widget's standalone script (`<tag>.js`, the loader restricted to
// its tag). The page is only read
// through CDP expressions, so no script of Playwright's runs in it (see browser.ts cdpValue). The
// bar is read from a Chromium trace: the longest task's thread time, which other processes on a
// shared machine do not inflate (browser.ts tracedTasks); the performance timeline's wall-clock
// figures are printed beside it.
import type { BenchRow } from "./row";
import {
  CPU_SLOWDOWN,
  TAGS,
  WIDGET_MARKUP,
  hostPageHtml,
  loadWidgetQuietly,
  longTasksQuietly,
  median,
  newPage,
  recordLongTasks,
  totalBlockingTime,
  tracedTasks,
  widgetsPage,
  withHarness,
} from "./browser";
import { RUNS } from "./options";

/** The bar for any widget's start-up task. */
const LONGEST_TASK_MS = 50;

export default function bench(): Promise<BenchRow[]> {
  return withHarness(async (host, browser) => {
    const rows: BenchRow[] = [];
    // BENCH_TAGS=contact-form,blog-post measures only those widgets (both paths each).
    const only = process.env.BENCH_TAGS?.split(",");
    const paths = TAGS.filter((tag) => !only || only.includes(tag)).flatMap((tag) => [
      { tag, script: "widgets.js" },
      { tag, script: `${tag}.js` },
    ]);
    for (const { tag, script } of paths) {
      const url =
        script === "widgets.js"
          ? widgetsPage(host, `${tag}.html`, [tag])
          : host.page(
              `${tag}-standalone.html`,
              hostPageHtml(WIDGET_MARKUP[tag]!, [script], host.embedOrigin),
            );
      const loader = new RegExp(`/embed/${script.replace(".", "\\.")}`);
      const longest: number[] = [];
      const longestWall: number[] = [];
      const blocking: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { page, cdp, close } = await newPage(browser, CPU_SLOWDOWN);
        await recordLongTasks(page);
        const traced = await tracedTasks(page, loader, () =>
          loadWidgetQuietly(page, cdp, url, tag),
        );
        const tasks = await longTasksQuietly(cdp);
        await close();
        longest.push(Math.max(0, ...traced.map((task) => task.cpu)));
        longestWall.push(Math.max(0, ...tasks.map((task) => task.duration)));
        blocking.push(totalBlockingTime(tasks));
      }
      const worst = Math.round(median(longest));
      rows.push({
        name: `<${tag}> via ${script}: longest task, CPU ${CPU_SLOWDOWN}x slower: its thread time in a trace (median of ${RUNS}; min ${Math.round(Math.min(...longest))})`,
        value: worst,
        unit: "ms",
        budget: `≤ ${LONGEST_TASK_MS} ms`,
        ok: worst <= LONGEST_TASK_MS,
      });
      rows.push({
        name: `<${tag}> via ${script}: longest task, wall clock on this shared machine (performance timeline, median of ${RUNS})`,
        value: Math.round(median(longestWall)),
        unit: "ms",
      });
      rows.push({
        name: `<${tag}> via ${script}: total blocking time, wall clock (median of ${RUNS})`,
        value: Math.round(median(blocking)),
        unit: "ms",
      });
    }
    return rows;
  });
}
