import { expect, test, type Page } from "@playwright/test";
import { openHostPage, servicesConfig } from "../support/host-page";
import { TAGS, exercise } from "./widgets";

/** The chunk files (`newsletter-signup-HASH.js`, `shared-HASH.js`) the page asked for, in order. */
function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const match = /\/embed\/chunks\/([^/?]+)$/.exec(request.url());
    if (match) chunks.push(match[1]!);
  });
  return chunks;
}

const entryChunksOf = (chunks: string[]) =>
  TAGS.filter((tag) => chunks.some((file) => file.startsWith(`${tag}-`)));

const isDefined = (page: Page, tag: string) =>
  page.evaluate((name) => !!customElements.get(name), tag);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

test.describe("widgets.js, the loader", () => {
  test("loads only the chunks of the elements on the page, each once", async ({ page }) => {
    const chunks = recordChunks(page);
    const errors = collectErrors(page);
    await openHostPage(page, {
      body: `<newsletter-signup></newsletter-signup><newsletter-signup compact="true"></newsletter-signup>`,
      scripts: ["widgets.js"],
    });
    await exercise["newsletter-signup"](page, page.locator("newsletter-signup").first());

    expect(entryChunksOf(chunks)).toEqual(["newsletter-signup"]);
    expect(chunks.some((file) => file.startsWith("shared-"))).toBe(true);
    expect(new Set(chunks).size).toBe(chunks.length);
    for (const tag of TAGS.filter((name) => name !== "newsletter-signup"))
      expect(await isDefined(page, tag), `<${tag}> defined`).toBe(false);
    await expect(page.locator("newsletter-signup").nth(1).getByRole("button")).toHaveText(
      "Subscribe",
    );
    expect(errors).toEqual([]);
  });

  test("an element reserves its size before its code arrives: the content below it does not move", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/embed/chunks/newsletter-signup-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await openHostPage(page, {
      body: `<newsletter-signup></newsletter-signup><p id="after">Below the widget</p>`,
      scripts: ["widgets.js"],
    });
    const top = () =>
      page.locator("#after").evaluate((p) => Math.round(p.getBoundingClientRect().top));
    await expect.poll(top).toBeGreaterThan(200);
    const reserved = await top();
    expect(await isDefined(page, "newsletter-signup")).toBe(false);

    // Where the content below stands in every frame while the widget renders, slice by slice.
    await page.evaluate(() => {
      const after = document.getElementById("after")!;
      const tops: number[] = [];
      Object.assign(window, { afterTops: tops });
      const sample = () => {
        tops.push(Math.round(after.getBoundingClientRect().top));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    release();
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.querySelector("newsletter-signup")!.hasAttribute("data-mw-rendering"),
        ),
      )
      .toBe(false);
    expect(Math.abs((await top()) - reserved)).toBeLessThanOrEqual(2);
    const tops = await page.evaluate(
      () => (window as unknown as { afterTops: number[] }).afterTops,
    );
    expect(tops.length).toBeGreaterThan(1);
    for (const frameTop of tops) expect(Math.abs(frameTop - reserved)).toBeLessThanOrEqual(2);
  });

  test("an element the host's script adds later still upgrades", async ({ page }) => {
    const chunks = recordChunks(page);
    await openHostPage(page, { body: `<main id="slot"></main>`, scripts: ["widgets.js"] });
    await page.waitForTimeout(300);
    expect(chunks).toEqual([]);

    await page.evaluate(() => {
      const wrapper = document.createElement("section");
      wrapper.innerHTML = `<contact-form lang="en"></contact-form>`;
      document.getElementById("slot")!.append(wrapper);
    });
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    expect(entryChunksOf(chunks)).toEqual(["contact-form"]);
  });

  test("an element below the fold loads when it is scrolled near", async ({ page }) => {
    const chunks = recordChunks(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await openHostPage(page, {
      body: `<p>Top of the page</p><div style="height: 4000px"></div><pricing-table></pricing-table><div style="height: 1000px"></div>`,
      scripts: ["widgets.js"],
    });
    await page.waitForTimeout(500);
    expect(entryChunksOf(chunks)).toEqual([]);
    expect(await isDefined(page, "pricing-table")).toBe(false);

    // 400 px short of the viewport: inside the loader's margin.
    await page.evaluate(() => {
      const top = document.querySelector("pricing-table")!.getBoundingClientRect().top;
      window.scrollBy(0, top - window.innerHeight - 400);
    });
    await expect.poll(() => isDefined(page, "pricing-table")).toBe(true);
    expect(entryChunksOf(chunks)).toEqual(["pricing-table"]);
    await page.locator("pricing-table").scrollIntoViewIfNeeded();
    await expect(page.locator("pricing-table").getByRole("heading", { level: 2 })).toBeVisible();
  });

  test("a blocked chunk shows the fallback in the page's language, with the configured address", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.route("**/embed/chunks/contact-form-*.js", (route) => route.abort());
    await openHostPage(page, {
      lang: "fr",
      head: servicesConfig({ contactEmail: "bonjour@host.example" }),
      body: `<contact-form></contact-form><newsletter-signup lang="en"></newsletter-signup>`,
      scripts: ["widgets.js"],
    });

    const contact = page.locator("contact-form");
    await expect(contact).toContainText("Le formulaire de contact n'a pas pu se charger.");
    await expect(
      contact.getByRole("link", { name: "Écrivez-nous à bonjour@host.example" }),
    ).toHaveAttribute("href", "mailto:bonjour@host.example");
    // The other widget is unaffected.
    await exercise["newsletter-signup"](page, page.locator("newsletter-signup"));
    // One added later gets the fallback too, in its own language.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML("beforeend", `<contact-form lang="en"></contact-form>`),
    );
    await expect(page.locator("contact-form").nth(1).getByRole("link")).toHaveText(
      "Write to us at bonjour@host.example",
    );
    expect(errors).toEqual([]);
  });

  test("when every chunk is blocked, the newsletter offers a mailto: link", async ({ page }) => {
    await page.route("**/embed/chunks/**", (route) => route.abort());
    await openHostPage(page, {
      body: `<newsletter-signup></newsletter-signup>`,
      scripts: ["widgets.js"],
    });
    const link = page
      .locator("newsletter-signup")
      .getByRole("link", { name: "Subscribe by email" });
    await expect(link).toHaveAttribute("href", /^mailto:hello@example\.com\?subject=Newsletter/);
    await expect(page.locator("newsletter-signup")).toContainText(
      "The newsletter form could not load.",
    );
  });

  test("a standalone script's fallback: its words, and its link resolved and checked as configured", async ({
    page,
  }) => {
    await page.route("**/embed/chunks/**", (route) => route.abort());
    await openHostPage(page, {
      lang: "fr",
      head: servicesConfig({
        contactEmail: "bonjour@host.example",
        blogUrl: "javascript:alert(1)",
      }),
      body: `<kpi-counters></kpi-counters><newsletter-signup></newsletter-signup><blog-list></blog-list>`,
      // kpi-counters.js links nowhere: its build leaves the configuration resolver out. The others
      // carry their keys' defaults and rules, written in by the build.
      scripts: ["kpi-counters.js", "newsletter-signup.js", "blog-list.js"],
    });
    const counters = page.locator("kpi-counters");
    await expect(counters).toContainText("Nos chiffres clés n'ont pas pu se charger.");
    await expect(counters.getByRole("link")).toHaveCount(0);
    await expect(
      page.locator("newsletter-signup").getByRole("link", { name: "S'inscrire par e-mail" }),
    ).toHaveAttribute("href", /^mailto:bonjour@host\.example\?subject=Inscription/);
    // An unsafe address is refused, as the widgets refuse it: the default applies.
    await expect(
      page.locator("blog-list").getByRole("link", { name: "Aller au blog" }),
    ).toHaveAttribute("href", "/blog");
  });

  test("two copies of the loader on one page: no error, every widget works, chunks fetched once", async ({
    page,
  }) => {
    const chunks = recordChunks(page);
    const errors = collectErrors(page);
    await openHostPage(page, {
      body: `<newsletter-signup lang="fr"></newsletter-signup><contact-form></contact-form>`,
      // The same file twice, and a second copy at another address (two plugins, say).
      scripts: ["widgets.js", "widgets.js", "widgets.js?plugin=2"],
    });
    await expect(page.getByRole("button", { name: "S'abonner" })).toBeVisible();
    await exercise["contact-form"](page, page.locator("contact-form"));
    expect(entryChunksOf(chunks).sort()).toEqual(["contact-form", "newsletter-signup"]);
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(errors).toEqual([]);
  });

  test.describe("on a French page", () => {
    test.use({ locale: "fr-FR" });

    test("fetches the catalogues in the elements' languages only; a lang change fetches the other", async ({
      page,
    }) => {
      const chunks = recordChunks(page);
      const errors = collectErrors(page);
      await openHostPage(page, {
        lang: "fr",
        body: `<newsletter-signup></newsletter-signup><newsletter-signup lang="en"></newsletter-signup><contact-form></contact-form>`,
        scripts: ["widgets.js"],
      });
      const french = page.locator("newsletter-signup").first();
      const english = page.locator("newsletter-signup").nth(1);
      await expect(french.getByRole("button")).toHaveText("S'abonner");
      await expect(english.getByRole("button")).toHaveText("Subscribe");
      const contact = page.locator("contact-form");
      await expect(contact.getByRole("button", { name: "Envoyer le message" })).toBeVisible();
      const catalogues = () => chunks.filter((file) => /^[a-z-]+\.(en|fr)-/.test(file)).sort();
      expect(catalogues().map((file) => file.replace(/-[^-]+$/, ""))).toEqual([
        "contact-form.fr",
        "newsletter-signup.en",
        "newsletter-signup.fr",
      ]);

      // A language no element was in when the widget loaded: its catalogue comes then.
      await contact.evaluate((element) => element.setAttribute("lang", "en"));
      await expect(contact.getByRole("button", { name: "Send message" })).toBeVisible();
      expect(catalogues()).toContainEqual(expect.stringMatching(/^contact-form\.en-/));
      expect(new Set(chunks).size).toBe(chunks.length);
      expect(errors).toEqual([]);
    });
  });
});
