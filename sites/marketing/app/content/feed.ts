// The blog's RSS 2.0 feed of one language, written at build time to `/blog/rss.xml`
// and `/fr/blog/rss.xml` (routes/blog-feed.ts): what RSS-to-email (Mailchimp, Kit) and feed readers
// read. Pure: the route hands it the posts with their absolute URLs and their sanitized articles.

/** How many posts a feed carries, newest first. */
export const FEED_MAX_ITEMS = 20;

export interface FeedItemInput {
  title: string;
  /** The post's absolute URL (its canonical address). */
  url: string;
  /** The sheet's date (`2025-03-11`, or anything `Date` reads). */
  date: string;
  author: string;
  summary: string;
  category?: string;
  /** The featured image's absolute URL. */
  imageUrl?: string;
  /** The whole article, already through the docs pipeline and sanitizer (`articleHtmlFromDocument`); the summary stands in without one. */
  articleHtml?: string;
}

export interface FeedInput {
  /** `en` or `fr`: the channel's and every item's language. */
  language: string;
  title: string;
  description: string;
  /** The blog's absolute URL in that language. */
  blogUrl: string;
  /** The feed's own absolute URL (atom:link rel="self"). */
  selfUrl: string;
  items: FeedItemInput[];
}

// XML 1.0 refuses these characters anywhere, even escaped or in CDATA: a sheet cell or a document
// carrying one would make the whole feed unreadable, so they are dropped.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the controls XML forbids are what it matches
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const xmlText = (text: string) =>
  text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** HTML in a CDATA section: a `]]>` inside it is split across two sections, so it cannot end it early. */
const cdata = (html: string) =>
  `<![CDATA[${html.replace(NOT_XML, "").replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

const DATE_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** A sheet date as a time, or undefined when it reads as none (a calendar date is midnight UTC). */
export function sheetDateTime(raw: string): Date | undefined {
  const text = raw.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, y, m, d] = dateOnly.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : undefined;
  }
  const time = text ? Date.parse(text) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** The newest first, by date (posts whose date reads as none last, in sheet order), at most 20. */
export function latestItems(items: readonly FeedItemInput[]): FeedItemInput[] {
  const time = (item: FeedItemInput) => sheetDateTime(item.date)?.getTime() ?? -Infinity;
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, FEED_MAX_ITEMS);
}

/** In-document links (contents, footnotes) point at the post's page, where their targets are. */
const absoluteFragments = (html: string, url: string) =>
  html.replace(/(<a\b[^>]*?\shref=")#/g, `$1${url.replace(/"/g, "&quot;")}#`);

/** An image's type, from its file name when it has one a type is known for. */
function imageType(url: string): string | undefined {
  const extension = /\.(jpe?g|png|gif|webp|avif)$/i.exec(new URL(url).pathname)?.[1];
  if (!extension) return undefined;
  const name = extension.toLowerCase();
  return `image/${name === "jpg" ? "jpeg" : name}`;
}

function itemXml(item: FeedItemInput): string {
  const date = sheetDateTime(item.date);
  const type = item.imageUrl ? imageType(item.imageUrl) : undefined;
  const lines = [
    `<title>${xmlText(item.title)}</title>`,
    `<link>${xmlText(item.url)}</link>`,
    `<guid isPermaLink="true">${xmlText(item.url)}</guid>`,
    date && `<pubDate>${date.toUTCString()}</pubDate>`,
    // RSS's own <author> is an email address: the name goes in Dublin Core's creator.
    item.author && `<dc:creator>${xmlText(item.author)}</dc:creator>`,
    item.category && `<category>${xmlText(item.category)}</category>`,
    `<description>${xmlText(item.summary)}</description>`,
    // The picture: media RSS (its size is not known at build time), and an enclosure where the
    // type is known (length 0: "unknown", the RSS Advisory Board's best practice).
    item.imageUrl &&
      `<media:content url="${xmlText(item.imageUrl)}" medium="image"${type ? ` type="${type}"` : ""}/>`,
    item.imageUrl &&
      type &&
      `<enclosure url="${xmlText(item.imageUrl)}" type="${type}" length="0"/>`,
    // A post whose document could not be read (none yet) carries what its page shows: the summary.
    `<content:encoded>${cdata(
      item.articleHtml
        ? absoluteFragments(item.articleHtml, item.url)
        : `<p>${xmlText(item.summary)}</p>`,
    )}</content:encoded>`,
  ];
  return `<item>\n${lines
    .filter(Boolean)
    .map((line) => `  ${line as string}`)
    .join("\n")}\n</item>`;
}

/** The feed's XML: RSS 2.0 with the content, Dublin Core, media RSS and Atom (self link) modules. */
export function rssFeed(feed: FeedInput): string {
  const items = latestItems(feed.items);
  const newest = items.map((item) => sheetDateTime(item.date)).find(Boolean);
  const channel = [
    `<title>${xmlText(feed.title)}</title>`,
    `<link>${xmlText(feed.blogUrl)}</link>`,
    `<description>${xmlText(feed.description)}</description>`,
    `<language>${xmlText(feed.language)}</language>`,
    `<atom:link href="${xmlText(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    // The newest post's date, not the build's time: an unchanged blog gives an unchanged feed.
    newest && `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items.map(itemXml),
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">`,
    `<channel>`,
    ...channel.filter(Boolean),
    `</channel>`,
    `</rss>`,
    "",
  ].join("\n");
}
