// The rewrite steps that turn Google's published markup (class-styled spans, flat lst-kix lists,
// wrapped images, redirect links) into plain semantic HTML. They run on an inert parsed document,
// before the sanitizer, which stays the last step and the only guarantee.
import { alignmentOf, formatOf, type DocStyles, type RunFormat } from "./docStyles";

/** Styling classes put on the document's text; the widget's stylesheet styles them. */
const DOC_CLASSES: Record<string, string> = {
  P: "mw-doc__paragraph",
  H1: "mw-doc__heading mw-doc__heading--1",
  H2: "mw-doc__heading mw-doc__heading--2",
  H3: "mw-doc__heading mw-doc__heading--3",
};

const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li";

/** Bold, italic, underline (not on links), strike, super/subscript: spans become elements. */
export function convertRuns(doc: Document, root: Element, styles: DocStyles): void {
  // Runs share a few class lists: work out each list's format once.
  const formats = new Map<string, RunFormat>();
  for (const span of Array.from(root.getElementsByTagName("span"))) {
    const key = span.className;
    let format = formats.get(key);
    if (!format) formats.set(key, (format = formatOf(styles, span.classList)));
    const inLink =
      format.underline === true && (span.closest("a") !== null || span.querySelector("a") !== null);
    const tags = runTags(format, inLink);
    if (tags.length === 0) {
      span.replaceWith(...Array.from(span.childNodes));
      continue;
    }
    let inner: Node[] = Array.from(span.childNodes);
    for (const tag of tags) {
      const wrapper = doc.createElement(tag);
      wrapper.append(...inner);
      inner = [wrapper];
    }
    span.replaceWith(...inner);
  }
}

function runTags(format: RunFormat, inLink: boolean): string[] {
  const tags: string[] = [];
  if (format.bold) tags.push("strong");
  if (format.italic) tags.push("em");
  if (format.underline && !inLink) tags.push("u");
  if (format.strike) tags.push("s");
  if (format.position === "super") tags.push("sup");
  if (format.position === "sub") tags.push("sub");
  return tags;
}

/** `lst-kix_<list>-<level>` of a Google list element. */
function listLevel(element: Element): { key: string; level: number } | undefined {
  if (element.tagName !== "UL" && element.tagName !== "OL") return undefined;
  for (const name of Array.from(element.classList)) {
    const match = /^(lst-kix_[\w-]+)-(\d+)$/.exec(name);
    if (match?.[1] && match[2]) return { key: `${element.tagName}:${match[1]}`, level: +match[2] };
  }
  return undefined;
}

/**
 * Google writes every level of a list as a flat sibling `<ul>`/`<ol>` whose class ends in the
 * level. Consecutive ones are nested back under the last item of the level above; a segment of a
 * list that is still open joins it, so its numbering continues; a list resumed after other
 * content keeps Google's `start`. The counter style of each level becomes `<ol type>`.
 */
export function nestLists(root: Element, styles: DocStyles): void {
  const parents = new Set<Element>();
  for (const list of Array.from(root.querySelectorAll("ul, ol"))) {
    if (list.parentElement && listLevel(list)) parents.add(list.parentElement);
  }
  for (const parent of parents) {
    let open: Array<{ list: Element; key: string } | undefined> = [];
    for (const child of Array.from(parent.children)) {
      const info = listLevel(child);
      if (!info) {
        open = [];
        continue;
      }
      const type = styles.listTypes.get(
        Array.from(child.classList).find((name) => name.startsWith("lst-kix_")) ?? "",
      );
      if (child.tagName === "OL" && type) child.setAttribute("type", type);
      const same = open[info.level];
      open.length = info.level + 1;
      if (same && same.key === info.key) {
        same.list.append(...Array.from(child.children));
        child.remove();
        continue;
      }
      const above = open.slice(0, info.level).findLast((entry) => entry !== undefined);
      const host = above?.list.lastElementChild;
      if (host?.tagName === "LI") host.append(child);
      open[info.level] = { list: child, key: info.key };
    }
  }
}

/** An image's own inline size becomes width/height attributes (no layout shift); its frame goes. */
export function sizeImages(root: Element): void {
  for (const img of Array.from(root.getElementsByTagName("img"))) {
    const width = Math.round(parseFloat(img.style.width));
    const height = Math.round(parseFloat(img.style.height));
    if (width > 0 && height > 0) {
      img.setAttribute("width", String(width));
      img.setAttribute("height", String(height));
    }
    img.removeAttribute("title");
  }
}

/**
 * Header row rule: a table of two rows or more whose first row has text in every cell, all of it
 * bold (Google has no header-row flag in its published HTML; authors embolden the header row).
 * That row becomes `<thead>` with `<th scope="col">` cells.
 */
export function markTableHeaders(doc: Document, root: Element): void {
  for (const table of Array.from(root.getElementsByTagName("table"))) {
    const rows = Array.from(table.rows);
    const first = rows[0];
    if (!first || rows.length < 2 || first.parentElement?.tagName === "THEAD") continue;
    const cells = Array.from(first.cells);
    if (cells.length === 0 || !cells.every(isAllBold)) continue;
    for (const cell of cells) {
      const th = doc.createElement("th");
      th.setAttribute("scope", "col");
      for (const name of ["colspan", "rowspan"]) {
        const value = cell.getAttribute(name);
        if (value && value !== "1") th.setAttribute(name, value);
      }
      th.append(...Array.from(cell.childNodes));
      cell.replaceWith(th);
    }
    const head = doc.createElement("thead");
    table.insertBefore(head, table.firstChild);
    head.append(first);
  }
}

function isAllBold(cell: Element): boolean {
  const walker = cell.ownerDocument.createTreeWalker(cell, 4 /* NodeFilter.SHOW_TEXT */);
  let text = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    text = true;
    if (!node.parentElement?.closest("strong, b, th")) return false;
  }
  return text;
}

/** Authors' empty paragraphs for spacing (no text, no image). */
export function dropSpacers(root: Element): void {
  for (const p of Array.from(root.getElementsByTagName("p"))) {
    if (!p.textContent?.trim() && !p.querySelector("img") && !p.querySelector("[id]")) p.remove();
  }
}

/** Text as compared with the post's title: case, punctuation, symbols and spacing ignored. */
const comparable = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Z}\s]+/gu, "");

const isHeading = (element: Element) => /^H[1-6]$/.test(element.tagName);

/**
 * docs/decisions/2026-11-27-document-repeats-its-title.md: authors open a document with its own title (Google's "Title" style, `p.title`, or a
 * heading), which the post page already shows as its heading. When the first block's text is the
 * post's title, it is left out, and so is a subtitle right after it (the "Subtitle" style or a
 * heading) whose text is the post's summary. Anything else, a different first heading included,
 * stays. Runs after dropSpacers (an empty paragraph often comes first) and before the classes go.
 */
export function dropRepeatedTitle(root: Element, post: { title: string; summary?: string }): void {
  const title = comparable(post.title);
  if (!title) return;
  const [first, second] = Array.from(root.children).filter(
    (block) => block.textContent?.trim() || block.querySelector("img"),
  );
  if (!first || !(isHeading(first) || first.classList.contains("title"))) return;
  if (comparable(first.textContent ?? "") !== title) return;
  first.remove();
  const summary = comparable(post.summary ?? "");
  if (!second || !summary || !(isHeading(second) || second.classList.contains("subtitle"))) return;
  if (comparable(second.textContent ?? "") === summary) second.remove();
}

/** Google's redirector around every outbound link of a published document. */
export function unwrapGoogleRedirect(href: string): string {
  try {
    const parsed = new URL(href);
    if (/^(www\.)?google\.[a-z.]+$/.test(parsed.hostname) && parsed.pathname === "/url") {
      return parsed.searchParams.get("q") ?? href;
    }
  } catch {
    // Relative or malformed: left to the sanitizer.
  }
  return href;
}

/**
 * Links: redirects unwrapped, external ones opened safely; in-document links (table of contents
 * `#h.…`, footnotes `#ftnt1`, their back-links `#ftnt_ref1`) point at the same ids with `prefix`
 * in front, so two documents on one page never share an id; a link to a missing id loses its href.
 */
export function rewriteLinksAndIds(root: Element, prefix: string): void {
  const ids = new Set<string>();
  for (const element of Array.from(root.querySelectorAll("[id]"))) {
    ids.add(element.id);
    element.id = prefix + element.id;
  }
  for (const link of Array.from(root.querySelectorAll("a[href]"))) {
    const raw = link.getAttribute("href") ?? "";
    if (raw.startsWith("#")) {
      const target = safeDecode(raw.slice(1));
      if (ids.has(target)) link.setAttribute("href", `#${prefix}${target}`);
      else link.removeAttribute("href");
      link.removeAttribute("target");
      continue;
    }
    const href = unwrapGoogleRedirect(raw);
    link.setAttribute("href", href);
    if (/^https?:\/\//i.test(href)) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer");
    } else {
      link.removeAttribute("target");
    }
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Every class of the source goes (colours, fonts, borders, and any name that would borrow the
 * widget's own styles); paragraphs and headings get the widget's classes, plus the author's
 * alignment when it is not the default.
 */
export function replaceClasses(root: Element, styles: DocStyles): void {
  for (const block of Array.from(root.querySelectorAll(BLOCKS))) {
    const align = alignmentOf(styles, block.classList);
    const classes = [DOC_CLASSES[block.tagName], align && `mw-doc__align--${align}`].filter(
      Boolean,
    );
    if (classes.length > 0) block.setAttribute("class", classes.join(" "));
    else block.removeAttribute("class");
  }
  for (const element of Array.from(root.querySelectorAll("[class]"))) {
    if (!element.matches(BLOCKS)) element.removeAttribute("class");
  }
}

/**
 * The post's title is the page's only h1, so the document's outline starts at h2: its highest
 * heading becomes an h2 and the others keep their distance from it (an h1 becomes an h2, ...; a
 * document whose leading title was left out, or that has no h1, starts at h2 too, so no level is
 * skipped after the page's h1). The styling classes keep the author's visual levels.
 */
export function demoteHeadings(doc: Document, root: Element): void {
  const headings = Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, h6"));
  const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
  const shift = 2 - Math.min(...headings.map(levelOf));
  if (!headings.length || shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(2, levelOf(heading) + shift));
    if (level === levelOf(heading)) continue;
    const moved = doc.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) {
      moved.setAttribute(attribute.name, attribute.value);
    }
    moved.append(...Array.from(heading.childNodes));
    heading.replaceWith(moved);
  }
}
