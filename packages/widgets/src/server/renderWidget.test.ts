// @vitest-environment node
// The server renderer as a Node host calls it: no DOM in the process (jsdom only reads the result).
import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import {
  commentsToRows,
  fixtureComments,
  fixturePosts,
  postsToRows,
} from "@marketing/local-services/fixtures";
import { ELEMENT_TAGS, type ElementTag } from "../tags";
import { GOOGLE_DOC_PAGE, GOOGLE_IMAGE } from "../../test/googleDoc";
import { withLanguageColumn } from "../blog/postLanguage";
import { articleHtmlFromDocument, renderWidget, widgetStyles } from "./index";
import { SERVER_WIDGETS } from "./widgets";

const posts = postsToRows();
const comments = commentsToRows();
const post = fixturePosts.find((candidate) =>
  fixtureComments.some(
    (comment) => comment.postSlug === candidate.slug && comment.approved !== false,
  ),
)!;
const comment = fixtureComments.find(
  (candidate) =>
    candidate.postSlug === post.slug && candidate.approved !== false && !candidate.parentId,
)!;

/**
 * What each tag shows in each language when it is finished (never its loading state); a widget
 * not listed (a new one, scripts/new-widget.ts) shows its catalogue's `title`.
 */
const FINISHED: Partial<Record<ElementTag, Record<"en" | "fr", RegExp>>> = {
  "newsletter-signup": { en: /Subscribe/, fr: /Abonnez-vous/ },
  "contact-form": { en: /Send us a message/i, fr: /Envoyez-nous un message/ },
  "blog-list": {
    en: new RegExp(escape(fixturePosts[0]!.title)),
    // A list shows the posts in its own language.
    fr: new RegExp(escape(fixturePosts.find((entry) => entry.language === "fr")!.title)),
  },
  "blog-post": { en: new RegExp(escape(post.title)), fr: new RegExp(escape(post.title)) },
  "booking-button": { en: /strategy call/i, fr: /appel stratégique/ },
  "pricing-table": { en: /pricing/i, fr: /tarifs/ },
  "kpi-counters": { en: /47,200/, fr: /47\s200/ },
};

function catalogueTitle(tag: ElementTag, lang: "en" | "fr"): RegExp {
  const title = SERVER_WIDGETS[tag].declaration.catalogs[lang].title;
  if (typeof title !== "string") throw new Error(`<${tag}> has no expectation in FINISHED.`);
  return new RegExp(escape(title));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const ATTRIBUTES: Partial<Record<ElementTag, Record<string, string | number | boolean>>> = {
  "blog-post": { slug: post.slug },
  "blog-list": { limit: 2 },
};

/** The element parsed as a browser parses it: the template is its declarative shadow root. */
function parse(html: string) {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`);
  const element = dom.window.document.body.firstElementChild!;
  const template = element.querySelector(":scope > template") as HTMLTemplateElement;
  return { dom, element, template, shadow: template.content };
}

describe("renderWidget", () => {
  for (const tag of ELEMENT_TAGS) {
    for (const lang of ["en", "fr"] as const) {
      it(`renders <${tag}> finished in ${lang}, its style in the declarative shadow root`, async () => {
        const html = await renderWidget(tag, {
          lang,
          attributes: ATTRIBUTES[tag],
          config: { contactEmail: "team@example.org" },
          data: tag.startsWith("blog-")
            ? { posts, comments, articleHtml: "<p>Body</p>" }
            : undefined,
        });
        const { element, template, shadow } = parse(html);
        expect(element.localName).toBe(tag);
        expect(element.getAttribute("lang")).toBe(lang);
        expect(element.hasAttribute("data-mw-server-rendered")).toBe(true);
        expect(template.getAttribute("shadowrootmode")).toBe("open");
        for (const [name, value] of Object.entries(ATTRIBUTES[tag] ?? {}))
          expect(element.getAttribute(name)).toBe(String(value));
        // The widget's base and own CSS, exactly one of the texts a host hashes for its CSP.
        const style = [...shadow.children].find((child) => child.localName === "style");
        expect(widgetStyles()).toContain(style?.textContent);
        const root = [...shadow.children].find((child) => child.classList.contains("mw-root"))!;
        expect(root.getAttribute("lang")).toBe(lang);
        expect(root.textContent).toMatch(FINISHED[tag]?.[lang] ?? catalogueTitle(tag, lang));
        expect(root.querySelector('[aria-busy="true"], [role="status"]:not(:empty)')).toBeNull();
        expect(shadow.querySelector("link")).toBeNull();
      });
    }
  }

  it("shows the blog-list's cards from the rows given, and carries them in a data block", async () => {
    const rows = [posts[0]!, posts[1]!];
    const html = await renderWidget("blog-list", { lang: "en", data: { posts: rows } });
    const { element, shadow } = parse(html);
    const links = [...shadow.querySelectorAll(".mw-blog-card__title a")];
    expect(links.map((link) => link.textContent)).toEqual([fixturePosts[0]!.title]);
    expect(links[0]!.getAttribute("href")).toBe(`/blog/${fixturePosts[0]!.slug}`);
    const block = element.querySelector(':scope > script[type="application/json"][data-mw-data]');
    // With every post's language filled in, so that the element needs no detector.
    expect(JSON.parse(block!.textContent!)).toEqual({ posts: withLanguageColumn(rows).rows });
  });

  it("applies attributes and configuration: limit, blog-url and the page's api", async () => {
    const html = await renderWidget("blog-list", {
      lang: "fr",
      attributes: { limit: 1, "blog-url": "/fr/blog" },
      config: { api: "https://www.example.com/api" },
      data: { posts },
    });
    const { shadow } = parse(html);
    const links = [...shadow.querySelectorAll(".mw-blog-card__title a")];
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toMatch(/^\/fr\/blog\//);
    // The card's Drive picture, through the API's image route.
    expect(shadow.querySelector("img")?.getAttribute("src")).toMatch(
      /^https:\/\/www\.example\.com\/api\/images\/[\w-]+\?sz=w1600$/,
    );
  });

  it("shows a document's Drive pictures through the api given to articleHtmlFromDocument", () => {
    const page = GOOGLE_DOC_PAGE.replace(
      GOOGLE_IMAGE,
      "https://drive.google.com/thumbnail?id=1AbCdEfGhIjK&amp;sz=w200",
    );
    const html = articleHtmlFromDocument(page, {
      slug: post.slug,
      api: "https://www.example.com/api",
    });
    const { document } = new JSDOM(html).window;
    expect(document.querySelector("img")?.getAttribute("src")).toBe(
      "https://www.example.com/api/images/1AbCdEfGhIjK?sz=w1600",
    );
  });

  it("renders the blog-post's title, sized image, article and comments from the data", async () => {
    const articleHtml = articleHtmlFromDocument(GOOGLE_DOC_PAGE, { slug: post.slug });
    const html = await renderWidget("blog-post", {
      lang: "en",
      attributes: { slug: post.slug },
      data: { posts, comments, articleHtml },
    });
    const { element, shadow } = parse(html);
    expect(shadow.querySelector("h1")?.textContent).toBe(post.title);
    const featured = shadow.querySelector(".mw-post__image")!;
    expect(featured.getAttribute("width")).toBeTruthy();
    expect(featured.getAttribute("height")).toBeTruthy();
    const body = shadow.querySelector(".mw-doc")!;
    expect(body.querySelector("table")).not.toBeNull();
    expect(body.querySelector("ol li")?.textContent).toContain("First step");
    const image = body.querySelector(`img[src="${GOOGLE_IMAGE}"]`)!;
    expect(image.getAttribute("width")).toBe("624");
    expect(image.getAttribute("height")).toBe("351");
    expect(body.querySelector(`a[href^="#mw-doc-${post.slug}-"]`)).not.toBeNull();
    expect(shadow.querySelector('[part="comments"]')?.textContent).toContain(comment.message);
    expect(shadow.querySelector('[part="comment-form"]')).not.toBeNull();
    // The block carries the rows; the article is in the markup once (the element reads it there).
    const block = element.querySelector(':scope > script[type="application/json"][data-mw-data]');
    expect(Object.keys(JSON.parse(block!.textContent!))).toEqual(["posts", "comments"]);
  });

  it("escapes what could close the data block", async () => {
    const title = "</script><script>alert(1)</script><!--";
    const rows = [posts[0]!, [title, "x-slug"]];
    const html = await renderWidget("blog-list", { lang: "en", data: { posts: rows } });
    const { element } = parse(html);
    expect(element.querySelectorAll("script")).toHaveLength(1);
    const block = JSON.parse(element.querySelector("script")!.textContent!) as {
      posts: string[][];
    };
    expect(block.posts[1]![0]).toBe(title);
  });

  it("writes boolean attributes as the element reads them and leaves false ones out", async () => {
    const html = await renderWidget("newsletter-signup", {
      lang: "en",
      attributes: { compact: true, hidden: false },
    });
    const { element } = parse(html);
    expect(element.getAttribute("compact")).toBe("true");
    expect(element.hasAttribute("hidden")).toBe(false);
  });

  it.each([
    "onmouseover=alert(1) x",
    'x"><script>alert(1)</script><x y="',
    "Compact",
    "data x",
    "1st",
    "",
  ])("refuses to write the attribute name %j", async (name) => {
    await expect(
      renderWidget("newsletter-signup", { lang: "en", attributes: { [name]: "1" } }),
    ).rejects.toThrow(/attribute name/);
  });
});

describe("forms without JavaScript", () => {
  const FORMS = [
    ["newsletter-signup", "newsletter", "https://site.example/api/newsletter", "Almost there"],
    ["contact-form", "contact", "https://site.example/api/contact", "Message sent"],
    ["blog-post", "comment", "https://site.example/api/comments", "Comment posted"],
  ] as const;
  const config = { api: "https://site.example/api" };
  const data = { posts, comments, articleHtml: "<p>Body</p>" };

  it.each(FORMS)(
    "<%s> with a form page posts to its API route and carries its outcomes",
    async (tag, kind, endpoint, sent) => {
      const html = await renderWidget(tag, {
        lang: "en",
        attributes: ATTRIBUTES[tag],
        config,
        data: tag === "blog-post" ? data : undefined,
        formPage: "/blog",
      });
      const { element, shadow } = parse(html);
      const form = shadow.querySelector("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.getAttribute("action")).toBe(endpoint);
      expect(form.querySelector<HTMLInputElement>('input[name="page"]')!.value).toBe("/blog");
      expect(form.querySelector<HTMLInputElement>('input[name="lang"]')!.value).toBe("en");
      if (tag === "blog-post")
        expect(form.querySelector<HTMLInputElement>('input[name="postSlug"]')!.value).toBe(
          post.slug,
        );
      // The outcomes are the element's light-DOM children (`:target` reaches only those), slotted.
      expect(shadow.querySelector('slot[name="outcome"]')).not.toBeNull();
      const sentNote = element.querySelector(`:scope > #${kind}-sent`)!;
      expect(sentNote.getAttribute("slot")).toBe("outcome");
      expect(sentNote.textContent).toContain(sent);
      expect(element.querySelector(`:scope > #${kind}-failed`)?.getAttribute("slot")).toBe(
        "outcome",
      );
    },
  );

  it.each(FORMS)("<%s> without a form page never posts natively", async (tag) => {
    const html = await renderWidget(tag, {
      lang: "fr",
      attributes: ATTRIBUTES[tag],
      config,
      data: tag === "blog-post" ? data : undefined,
    });
    const { element, shadow } = parse(html);
    expect(shadow.querySelector("form")!.getAttribute("method")).toBe("dialog");
    expect(shadow.querySelector("form")!.hasAttribute("action")).toBe(false);
    expect(shadow.querySelector('input[name="page"], slot[name="outcome"]')).toBeNull();
    expect(element.querySelector(':scope > [slot="outcome"]')).toBeNull();
  });

  it("writes the outcomes in the page's language", async () => {
    const html = await renderWidget("newsletter-signup", {
      lang: "fr",
      config,
      formPage: "/fr/blog",
    });
    const { element } = parse(html);
    expect(element.querySelector("#newsletter-sent")!.textContent).toMatch(/^Presque terminé/);
    expect(element.querySelector("#newsletter-failed")!.textContent).toMatch(/^Une erreur/);
  });

  it("gives a page's second form of a kind outcome ids of its own, and posts them back", async () => {
    const render = (formSuffix?: string) =>
      renderWidget("newsletter-signup", { lang: "en", config, formPage: "/blog", formSuffix });
    const first = parse(await render());
    const second = parse(await render("2"));
    const ids = (element: Element) =>
      [...element.querySelectorAll(':scope > [slot="outcome"]')].map((note) => note.id);
    expect(ids(first.element)).toEqual(["newsletter-sent", "newsletter-failed"]);
    expect(ids(second.element)).toEqual(["newsletter-2-sent", "newsletter-2-failed"]);
    expect(first.shadow.querySelector('input[name="form"]')).toBeNull();
    expect(second.shadow.querySelector<HTMLInputElement>('input[name="form"]')!.value).toBe(
      "newsletter-2",
    );
    // A suffix that is not letters and digits never reaches an id.
    expect(ids(parse(await render('x" onfocus="alert(1)')).element)).toEqual([
      "newsletter-sent",
      "newsletter-failed",
    ]);
  });
});

describe("articleHtmlFromDocument", () => {
  it("runs the widget's pipeline and sanitizer: no script, style or foreign class survives", () => {
    const html = articleHtmlFromDocument(GOOGLE_DOC_PAGE, { slug: "a-post" });
    expect(html).toContain("<h2");
    expect(html).not.toMatch(/<script|<style|style=|evil\.example|class="c\d/);
    expect(html).toContain('id="mw-doc-a-post-');
  });
});

describe("the booking button without JavaScript", () => {
  it("is server-rendered as a link to the calendar's booking page", async () => {
    const html = await renderWidget("booking-button", {
      lang: "en",
      config: { calendarUrl: "https://calendly.com/acme/intro" },
    });
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/calendly\.com\/acme\/intro"[^>]*>Book a free strategy call<\/a>/,
    );
    expect(html).not.toContain("<button");
  });
});
