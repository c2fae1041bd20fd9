// The designers' Storybook as they meet it: the static build `npm start` serves at /storybook/,
// opened in its own UI (the manager), the language and theme picked from its toolbar, every story
// opened from its sidebar. A story fails when Storybook shows an error, stays on its spinner, or
// the page logs an uncaught error.
import { expect, test, type Frame, type Page } from "@playwright/test";

interface IndexEntry {
  id: string;
  type: "story" | "docs";
  title: string;
  name: string;
}

/** Storybook's render phases (its preview's current render) that end a story's render. */
const DONE = ["finished", "errored", "aborted"];

const COMBINATIONS = [
  { locale: "en", language: "English", theme: "light", themeLabel: "Light" },
  { locale: "fr", language: "Français", theme: "light", themeLabel: "Light" },
  { locale: "en", language: "English", theme: "dark", themeLabel: "Dark" },
  { locale: "fr", language: "Français", theme: "dark", themeLabel: "Dark" },
] as const;

async function storiesOf(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get("/storybook/index.json");
  expect(
    response.ok(),
    "no Storybook at /storybook/: npm start builds it, or run npm run build-storybook",
  ).toBe(true);
  const { entries } = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(entries).filter((entry) => entry.type === "story");
}

async function preview(page: Page): Promise<Frame> {
  const frame = await (await page
    .locator("#storybook-preview-iframe")
    .elementHandle())!.contentFrame();
  return frame!;
}

/** Picks an item of one of the toolbar's menus (its button's label starts with `menu`). */
async function pickInToolbar(page: Page, menu: string, item: string): Promise<void> {
  const button = page.getByRole("button", { name: new RegExp(`^${menu}`) });
  await button.click();
  await page
    .getByRole("listbox", { name: new RegExp(`^${menu}`) })
    .getByRole("option", { name: item })
    .click();
  await expect(button).toHaveAccessibleName(new RegExp(`${item}$`));
}

/** Waits for the story's render to end; its phase, the preview's classes and colour scheme. */
async function rendered(page: Page, id: string, timeout = 20_000) {
  const frame = await preview(page);
  let state:
    { id?: string; phase?: string; body: string; scheme: string; languages: string[] } | undefined;
  await expect
    .poll(
      async () => {
        state = await frame.evaluate(() => {
          const render = (
            window as unknown as {
              __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
            }
          ).__STORYBOOK_PREVIEW__?.currentRender;
          return {
            id: render?.id,
            phase: render?.phase,
            body: document.body.className,
            scheme: document.documentElement.style.colorScheme,
            languages: [...document.querySelectorAll(".mw-root")].map(
              (root) => root.getAttribute("lang") ?? "",
            ),
          };
        });
        return state.id === id && DONE.includes(state.phase ?? "");
      },
      // Checked often: a story renders in well under a second on a quiet machine.
      { message: `${id} stays on Storybook's spinner`, timeout, intervals: [50, 100, 200] },
    )
    .toBe(true);
  return state!;
}

for (const { locale, language, theme, themeLabel } of COMBINATIONS) {
  test(`every story renders in Storybook's UI in ${language}, ${theme} theme, picked from its toolbar`, async ({
    page,
  }) => {
    const stories = await storiesOf(page);
    // Under a second a story on a quiet 2-core machine, with its accessibility check; a few
    // seconds on a loaded one (about 4 minutes a test, two tests at a time, here).
    test.setTimeout(120_000 + stories.length * 8_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // Accessibility is the stories layer's check (a11y test "error", both languages); the walk
    // asserts none of the panel's results, so its automatic axe run per story is switched off.
    await page.goto(`/storybook/?path=/story/${stories[0]!.id}&globals=a11y.manual:!true`);
    // The manager and the preview start first: more time for the first story.
    await rendered(page, stories[0]!.id, 90_000);
    await pickInToolbar(page, "Language", language);
    await pickInToolbar(page, "Theme", themeLabel);
    await page.getByRole("button", { name: "Expand all" }).click();

    const failures: string[] = [];
    for (const story of stories) {
      // As a designer moves through them: the sidebar's link, in the same manager and preview.
      await page.locator(`[data-item-id="${story.id}"]`).first().click();
      const state = await rendered(page, story.id);
      const problem =
        state.phase === "errored" || state.body.includes("sb-show-errordisplay")
          ? "shows an error"
          : state.scheme !== theme
            ? `is not in the ${theme} theme`
            : state.languages.length > 0 && !state.languages.includes(locale)
              ? `shows no widget in ${language} (${state.languages.join(", ")})`
              : errors.length > 0
                ? `logged ${errors.splice(0).join("; ")}`
                : undefined;
      if (problem) failures.push(`${story.title} › ${story.name} ${problem}`);
    }
    expect(failures).toEqual([]);
  });
}
