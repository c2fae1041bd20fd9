// The blog feed as a feed reader meets it: written by rssFeed, read back by a maintained parser.
import { describe, expect, it } from "vitest";
import { parseFeed } from "@rowanmanning/feed-parser";
import { renderPublishedDocPage } from "@marketing/local-services/fixtures";
import { articleHtmlFromDocument } from "@marketing/widgets/server";
import { FEED_MAX_ITEMS, latestItems, rssFeed, type FeedItemInput } from "./feed";

const PROSE =
  "Specific consumption, night-time base load and meter availability are the indicators maintenance teams check every morning.";

/** A published Google Doc's page, as Google serves it, around this body. */
const docPage = (bodyHtml: string) =>
  renderPublishedDocPage({ docId: "feed-test", title: "Post", bodyHtml });

const article = (bodyHtml: string, slug = "energy") =>
  articleHtmlFromDocument(docPage(bodyHtml), { slug });

const item = (overrides: Partial<FeedItemInput> = {}): FeedItemInput => ({
  title: "Energy KPIs on one screen",
  url: "https://www.example.com/blog/energy",
  date: "2025-03-11",
  author: "Claire Dubois",
  summary: "Five indicators & one screen <for> maintenance.",
  category: "Industrial Analytics",
  imageUrl: "https://drive.google.com/thumbnail?id=abc&sz=w1600",
  articleHtml: article(`<h2>Why</h2><p>${PROSE}</p><ul><li>Base load</li></ul>`),
  ...overrides,
});

const feed = (items: FeedItemInput[]) =>
  rssFeed({
    language: "en",
    title: "Northwind Labs blog",
    description: "Practical articles.",
    blogUrl: "https://www.example.com/blog",
    selfUrl: "https://www.example.com/blog/rss.xml",
    items,
  });

describe("rssFeed", () => {
  it("gives every item its title, link, date, author, summary, image and whole article", () => {
    const parsed = parseFeed(feed([item()]));
    expect(parsed.meta.type).toBe("rss");
    expect(parsed.title).toBe("Northwind Labs blog");
    expect(parsed.language).toBe("en");
    expect(parsed.self).toBe("https://www.example.com/blog/rss.xml");
    const [entry] = parsed.items;
    expect(entry!.title).toBe("Energy KPIs on one screen");
    expect(entry!.url).toBe("https://www.example.com/blog/energy");
    expect(entry!.id).toBe("https://www.example.com/blog/energy");
    expect(entry!.published?.toISOString()).toBe("2025-03-11T00:00:00.000Z");
    expect(entry!.authors.map((author) => author.name)).toEqual(["Claire Dubois"]);
    expect(entry!.description).toBe("Five indicators & one screen <for> maintenance.");
    expect(entry!.categories.map((category) => category.term)).toEqual(["Industrial Analytics"]);
    expect(entry!.media.map((media) => [media.url, media.type])).toContainEqual([
      "https://drive.google.com/thumbnail?id=abc&sz=w1600",
      "image",
    ]);
    expect(entry!.content).toContain("<h2");
    expect(entry!.content).toContain(PROSE);
    expect(entry!.content).toContain("<li>Base load</li>");
  });

  it("carries a hostile document's article sanitized: no script, no handler, no javascript: link", () => {
    const hostile = article(
      `<p>${PROSE}</p>` +
        `<script>alert("script")</script>` +
        `<img src="https://lh3.googleusercontent.com/pic.png" onerror="alert('onerror')" width="10" height="10">` +
        `<p><a href="javascript:alert('link')">Click</a> <a href="https://example.org/" onclick="alert('click')">out</a></p>` +
        `<iframe src="https://evil.example/"></iframe><svg><script>alert("svg")</script></svg>` +
        `<p>A closing marker ]]&gt; and &lt;/content:encoded&gt; in the text.</p>`,
    );
    const xml = feed([item({ articleHtml: hostile })]);
    const content = parseFeed(xml).items[0]!.content!;
    expect(content).toContain(PROSE);
    expect(content).not.toMatch(/<script|<iframe|<svg|onerror|onclick|javascript:|alert\(/i);
    expect(xml).not.toMatch(/<script|onerror|javascript:/i);
    // The text after the markers is still the article's, and the item still has one content.
    expect(content).toMatch(/A closing marker .* in the text\.<\/p>$/);
    expect(xml.match(/<content:encoded>/g)).toHaveLength(1);
    expect(content).toContain('href="https://example.org/"');
  });

  it("keeps a raw ']]>' from ending the article early", () => {
    const parsed = parseFeed(
      feed([item({ articleHtml: "<p>before ]]> after</p><p>last paragraph</p>" })]),
    );
    expect(parsed.items[0]!.content).toBe("<p>before ]]> after</p><p>last paragraph</p>");
  });

  it("points in-document links at the post's page and escapes every text", () => {
    const withContents = article(
      `<p><a href="#h.intro">Introduction</a></p><h2 id="h.intro">Introduction</h2><p>${PROSE}</p>`,
    );
    const parsed = parseFeed(
      feed([item({ articleHtml: withContents, title: `Tom & "Jerry" <b>` })]),
    );
    expect(parsed.items[0]!.title).toBe(`Tom & "Jerry" <b>`);
    const link = /href="([^"]*)"/.exec(parsed.items[0]!.content!)?.[1];
    expect(link).toMatch(/^https:\/\/www\.example\.com\/blog\/energy#mw-doc-energy-/);
  });

  it("gives a post without a readable document its summary as content", () => {
    const xml = feed([item({ articleHtml: undefined, summary: "Slides & <video> soon." })]);
    expect(xml).toContain("<![CDATA[<p>Slides &amp; &lt;video&gt; soon.</p>]]>");
    expect(parseFeed(xml).items[0]!.content).toContain("Slides");
  });

  it("drops characters XML cannot carry, so a stray control in a cell does not break the feed", () => {
    const parsed = parseFeed(feed([item({ title: "Bell\u0007 and NUL\u0000 gone" })]));
    expect(parsed.items[0]!.title).toBe("Bell and NUL gone");
  });

  it("gives a known image type an enclosure, and leaves the date out when the cell has none", () => {
    const parsed = parseFeed(
      feed([item({ imageUrl: "https://cdn.example.com/pic.JPG", date: "soon" })]),
    );
    const [entry] = parsed.items;
    expect(entry!.published).toBeNull();
    expect(entry!.media).toContainEqual(
      expect.objectContaining({ url: "https://cdn.example.com/pic.JPG", mimeType: "image/jpeg" }),
    );
  });
});

describe("latestItems", () => {
  it("orders the newest first, undated posts last, and keeps at most 20", () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      item({ title: `post ${i}`, date: `2025-01-${String(i + 1).padStart(2, "0")}` }),
    );
    items.push(item({ title: "undated", date: "" }));
    const latest = latestItems(items);
    expect(latest).toHaveLength(FEED_MAX_ITEMS);
    expect(latest[0]!.title).toBe("post 24");
    expect(latest.map((entry) => entry.title)).not.toContain("undated");
    expect(latestItems([item({ title: "undated", date: "" }), item()])[1]!.title).toBe("undated");
  });
});
