// A press on a server-rendered widget answers at once, before its code has run, in the words the
// widget itself uses: a form says it is sending, the reply form says whom it answers and comes into
// view, the booking button says the calendar is opening, the pricing switch shows the annual
// prices. Once the code (held back until then) is in, the widget carries on from that answer and
// does what was asked.
import { expect, test } from "@playwright/test";
import { renderWidget } from "@marketing/widgets/server";
import { openHostPage, servicesConfig } from "../support/host-page";
import { buildOptions } from "./server-rendered";
import { defined, listed, slowPhone, type Lang } from "./slow-phone";
import { serveCalendarProvider, type Tag } from "./widgets";

/** What the visitor reads, as the widgets' catalogues word it. */
const words = {
  en: {
    email: "Email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    subscribed: /^Almost there/,
    book: "Book a free strategy call",
    opening: "Opening the calendar…",
    annual: "Annual",
    billedAnnually: /billed annually/,
    billedMonthly: "billed monthly",
    replyTo: "Reply to Tom Becker",
    replyingTo: "Replying to Tom Becker",
    name: "Name",
    message: "Comment",
    post: "Post comment",
    posting: "Posting…",
    replyPosted: "Reply posted!",
  },
  fr: {
    email: "Adresse e-mail",
    subscribe: "S'abonner",
    subscribing: "Abonnement en cours...",
    subscribed: /^Presque terminé/,
    book: "Réserver un appel stratégique gratuit",
    opening: "Ouverture de l'agenda…",
    annual: "Annuel",
    billedAnnually: /facturés une fois par an/,
    billedMonthly: "facturé chaque mois",
    replyTo: "Répondre à Tom Becker",
    replyingTo: "Réponse à Tom Becker",
    name: "Nom",
    message: "Commentaire",
    post: "Publier le commentaire",
    posting: "Publication…",
    replyPosted: "Réponse publiée !",
  },
};

const TAGS: Tag[] = ["newsletter-signup", "booking-button", "pricing-table", "blog-post"];

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

for (const lang of ["en", "fr"] as Lang[])
  test(`${lang}: each press answers at once, before the code runs; the code carries on from there`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = words[lang];
    await serveCalendarProvider(page);
    const release = await slowPhone(page, "held");
    const body = (
      await Promise.all(TAGS.map(async (tag) => renderWidget(tag, await buildOptions(tag, lang))))
    ).join("\n");
    await openHostPage(page, { lang, head: servicesConfig(), body, scripts: ["widgets.js"] });
    const email = `early.answer.${lang}.${Date.now()}@example.com`;
    const reply = `An early reply (${lang}, ${Date.now()}).`;

    const newsletter = page.locator("newsletter-signup");
    await newsletter.getByLabel(t.email).fill(email);
    await newsletter.getByRole("button", { name: t.subscribe }).click();
    await expect(newsletter.getByRole("button", { name: t.subscribing })).toBeVisible();

    const booking = page.locator("booking-button").getByRole("link", { name: t.book });
    await booking.click();
    await expect(page.locator("booking-button").getByText(t.opening)).toBeVisible();

    const pricing = page.locator("pricing-table");
    await pricing.locator("label", { hasText: t.annual }).click();
    const starter = pricing.getByRole("listitem").filter({ hasText: "Starter" });
    await expect(starter.getByText(t.billedAnnually)).toBeVisible();
    await expect(starter.getByText(t.billedMonthly)).toBeHidden();

    const post = page.locator("blog-post");
    await post.getByRole("button", { name: t.replyTo }).click();
    const heading = post.getByRole("heading", { name: t.replyingTo });
    await expect(heading).toBeInViewport();
    await post.getByLabel(t.name, { exact: true }).fill("Early Reader");
    await post.getByLabel(t.message, { exact: true }).fill(reply);
    await post.getByRole("button", { name: t.post }).click();
    await expect(post.getByRole("button", { name: t.posting })).toBeVisible();

    for (const tag of TAGS) expect(await defined(page, tag), `<${tag}>'s code ran`).toBe(false);
    release();

    await expect(newsletter.getByText(t.subscribed)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => listed("newsletter", email)).toBe(1);
    await expect(page.locator(".calendly-overlay iframe, .calendly-popup iframe")).toBeAttached({
      timeout: 20_000,
    });
    await expect(post.getByText(t.replyPosted)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => listed("comment", reply, "message")).toBe(1);
    await expect(starter.getByText(t.billedAnnually)).toBeVisible();
    await expect(pricing.getByRole("radio", { name: new RegExp(`^${t.annual}`) })).toBeChecked();
  });
