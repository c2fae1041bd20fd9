// Issue 13, acceptance 2: per widget, the longest main-thread task and the total blocking time
// with the CPU slowed 4x, read from the performance timeline (long tasks) from navigation until
// the widget has rendered and the page is idle, on a plain host page with only that element.
import type { BenchRow } from "./row";
import {
  CPU_SLOWDOWN,
  TAGS,
  WIDGET_MARKUP,
  hostPageHtml,
  launchChromium,
  longTasks,
  median,
  newPage,
  recordLongTasks,
  servicesIfPortFree,
  settled,
  startHostServer,
  totalBlockingTime,
  widgetsRendered,
} from "./browser";
import { RUNS } from "./options";

/** Issue 13's bar for any widget's start-up task. */
const LONGEST_TASK_MS = 50;

export default async function bench(): Promise<BenchRow[]> {
  const services = await servicesIfPortFree();
  const host = await startHostServer();
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    for (const tag of TAGS) {
      const url = host.page(
        `${tag}.html`,
        hostPageHtml(WIDGET_MARKUP[tag]!, ["widgets.js"], host.embedOrigin),
      );
      const longest: number[] = [];
      const blocking: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { page, close } = await newPage(browser, CPU_SLOWDOWN);
        await recordLongTasks(page);
        await page.goto(url);
        await widgetsRendered(page, [tag], 60_000);
        await settled(page);
        const tasks = await longTasks(page);
        await close();
        longest.push(Math.max(0, ...tasks.map((task) => task.duration)));
        blocking.push(totalBlockingTime(tasks));
      }
      const worst = Math.round(median(longest));
      rows.push({
        name: `<${tag}> longest task, CPU ${CPU_SLOWDOWN}x slower (median of ${RUNS})`,
        value: worst,
        unit: "ms",
        budget: `≤ ${LONGEST_TASK_MS} ms`,
        ok: worst <= LONGEST_TASK_MS,
      });
      rows.push({
        name: `<${tag}> total blocking time, CPU ${CPU_SLOWDOWN}x slower (median of ${RUNS})`,
        value: Math.round(median(blocking)),
        unit: "ms",
      });
    }
  } finally {
    await browser.close();
    await host.close();
    await services.close();
  }
  return rows;
}
