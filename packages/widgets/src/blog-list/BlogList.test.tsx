import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { resetSheetStore } from "../blog/sheetStore";
import { STOCK_IMAGE_URL } from "../assets/stockImage";
import { fixturePosts } from "@marketing/local-services/fixtures";
import { recordingFetch } from "../../test/fetch";
import { blogFixtureResponse, TEST_CONFIG, type BlogFixtureOptions } from "../../test/blogFixtures";
import { BlogList, type BlogListProps } from "./BlogList";
import { fireEvent } from "@testing-library/react";
import { POSTS_RANGE, type PostLanguage } from "@marketing/contracts";

// The fixtures' languages, those left empty in the sheet included (detection is tested in blog/).
const LANGUAGE: Record<string, PostLanguage> = {
  "programmatic-seo-without-thin-content": "en",
  "detection-defauts-groupes-froids": "fr",
  "wordpress-flux-editorial-automatise": "fr",
  "guest-post-building-analytics-data-quality": "en",
  "ai-captions-social-scheduling": "en",
};
const published = fixturePosts
  .filter((post) => post.slug && post.title)
  .map((post) => ({ ...post, language: post.language ?? LANGUAGE[post.slug]! }));
const inLanguage = (language: PostLanguage) =>
  published.filter((post) => post.language === language);

function renderList(options: BlogFixtureOptions = {}, props: BlogListProps = {}) {
  const recorded = recordingFetch(
    (request) =>
      blogFixtureResponse(new URL(request.url), request.method, options) ??
      new Response("", { status: 404 }),
  );
  const view = render(
    <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
      <BlogList lang="en" {...props} />
    </WidgetsProvider>,
  );
  return { ...recorded, ...view };
}

const cards = () =>
  within(screen.getByRole("list", { name: "Blog posts" })).getAllByRole("article");

describe("BlogList", () => {
  afterEach(() => {
    resetSheetStore();
    vi.restoreAllMocks();
  });

  it("shows a busy skeleton, then the first 6 posts of the sheet in the list's language", async () => {
    const { container } = renderList();
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading blog posts…");

    const titles = (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
    expect(titles).toEqual(
      inLanguage("en")
        .slice(0, 6)
        .map((post) => post.title),
    );
    expect(container.querySelector("[aria-busy='false']")).not.toBeNull();
  });

  it("links each card to the post page and shows its category, date, author and summary", async () => {
    renderList({}, { blogUrl: "/news/" });
    const first = fixturePosts[0]!;
    const link = await screen.findByRole("link", { name: first.title });
    expect(link).toHaveAttribute("href", `/news/${first.slug}`);
    const card = cards()[0]!;
    expect(card).toHaveTextContent(first.category);
    expect(card).toHaveTextContent("March 11, 2025");
    expect(card).toHaveTextContent(`By ${first.author}`);
    expect(card).toHaveTextContent(first.summary);
  });

  it("sizes the images, loads all but the first lazily, and shows Drive pictures through the API", async () => {
    const { container } = renderList();
    await screen.findAllByRole("article");
    const images = Array.from(container.querySelectorAll("img"));
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images.slice(1).every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
    expect(
      images.every(
        (img) => img.getAttribute("width") === "1600" && img.getAttribute("height") === "900",
      ),
    ).toBe(true);
    expect(images[0]).toHaveAttribute(
      "src",
      "https://api.test/api/images/1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ?sz=w1600",
    );
  });

  it("reads posts and pictures from the api prop's address, never Google's", async () => {
    const { container, requests } = renderList({}, { api: "https://other.test/api" });
    await screen.findAllByRole("article");
    expect(requests.map((request) => request.url)).toEqual(["https://other.test/api/sheets/posts"]);
    expect(container.querySelector("img")).toHaveAttribute(
      "src",
      "https://other.test/api/images/1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ?sz=w1600",
    );
  });

  it("offers phones a smaller picture: the API's image route at each width", async () => {
    const { container } = renderList();
    await screen.findAllByRole("article");
    const image = container.querySelector("img")!;
    expect(image.getAttribute("srcset")).toBe(
      [400, 800, 1200, 1600]
        .map(
          (width) =>
            `https://api.test/api/images/1qrCEWsgMr4sD8sHgC39A9ENg9tFGOPoJ?sz=w${width} ${width}w`,
        )
        .join(", "),
    );
    expect(image).toHaveAttribute("sizes");
    fireEvent.error(image);
    // The stock picture that replaces a broken one has no srcset to compete with its src.
    expect(image).not.toHaveAttribute("srcset");
  });

  it("falls back to the bundled stock image once when an image breaks", async () => {
    const { container } = renderList();
    await screen.findAllByRole("article");
    const image = container.querySelector("img")!;
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", STOCK_IMAGE_URL);
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", STOCK_IMAGE_URL);
  });

  it.each([
    [2, 2],
    [10, 6],
    [0, 6],
  ])("with limit %s shows %s posts", async (limit, shown) => {
    renderList({}, { limit });
    await screen.findAllByRole("article");
    expect(cards()).toHaveLength(shown);
  });

  it("shows the 2 sample posts when the sheet has no posts", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    renderList({ posts: [] });
    await screen.findAllByRole("article");
    expect(cards()).toHaveLength(2);
    expect(
      screen.getByRole("link", {
        name: "How AI-assisted writing cut our content creation time by 80%",
      }),
    ).toHaveAttribute("href", "/blog/sample-ai-content-workflow");
    expect(log).not.toHaveBeenCalled();
  });

  it("shows the sample posts, in French too, and logs the status when the request fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const recorded = recordingFetch((request) =>
      blogFixtureResponse(new URL(request.url), request.method, {
        sheetStatus: { [POSTS_RANGE]: 403 },
      })!,
    );
    render(
      <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
        <BlogList lang="fr" />
      </WidgetsProvider>,
    );
    expect(
      await screen.findByRole("link", { name: /Où un audit énergétique est rentabilisé/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Articles du blog" })).getAllByRole("article"),
    ).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("failed with status 403"));
  });

  it("with the default (same), a French list shows only the French posts, unmarked", async () => {
    renderList({}, { lang: "fr", blogUrl: "/fr/blog" });
    const list = await screen.findByRole("list", { name: "Articles du blog" });
    const titles = within(list)
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(inLanguage("fr").map((post) => post.title));
    expect(list.querySelector("[lang]")).toBeNull();
    expect(within(list).queryByText("EN")).toBeNull();
  });

  it("with all, lists the page's language first, then the others marked, in their language, linked to their tree", async () => {
    renderList({}, { lang: "fr", blogUrl: "/fr/blog", blogLanguages: "all", limit: 6 });
    const list = await screen.findByRole("list", { name: "Articles du blog" });
    const french = inLanguage("fr");
    const expected = [...french, ...inLanguage("en")].slice(0, 6);
    const articles = within(list).getAllByRole("article");
    expect(articles.map((card) => within(card).getByRole("heading").textContent)).toEqual(
      expected.map((post) => post.title),
    );
    const english = articles[french.length]!;
    const post = expected[french.length]!;
    const title = within(english).getByRole("heading", { level: 2 });
    expect(title).toHaveAttribute("lang", "en");
    expect(within(english).getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
    expect(within(english).getByRole("link")).toHaveAttribute("hreflang", "en");
    // The tag: "EN" to the eye, a French label to screen readers.
    expect(within(english).getByText("EN")).toHaveAttribute("aria-hidden", "true");
    expect(within(english).getByText("En anglais")).toHaveClass("mw-visually-hidden");
    // Its date and category in English, the interface around them in French.
    expect(english.querySelector("time")).toHaveAttribute("lang", "en");
    expect(english.querySelector("time")).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(within(english).getByText(post.category)).toHaveAttribute("lang", "en");
    expect(english).toHaveTextContent(`Par ${post.author}`);
    // French cards stay unmarked.
    expect(articles[0]!.querySelector("[lang]")).toBeNull();
  });

  it("an English list with all links a French post under /fr and tags it FR", async () => {
    const pair = ["tableaux-de-bord-kpi-performance-energetique", "eeat-ai-assisted-articles"];
    renderList(
      { posts: fixturePosts.filter((post) => pair.includes(post.slug)) },
      { blogLanguages: "all" },
    );
    const link = await screen.findByRole("link", {
      name: "Tableaux de bord KPI : mesurer la performance énergétique d'un site industriel",
    });
    expect(link).toHaveAttribute("href", "/fr/blog/tableaux-de-bord-kpi-performance-energetique");
    const card = link.closest("article")!;
    expect(within(card).getByText("In French")).toBeInTheDocument();
    expect(card.querySelector("time")).toHaveTextContent("12 février 2025");
  });

  it("lists by detected language when the sheet has no language column", async () => {
    renderList({ languageColumns: false }, { lang: "fr", blogUrl: "/fr/blog" });
    const list = await screen.findByRole("list", { name: "Articles du blog" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(inLanguage("fr").map((post) => post.title));
  });

  it("says so when no post is in the list's language", async () => {
    renderList({ posts: inLanguage("en") }, { lang: "fr" });
    expect(
      await screen.findByText("Aucun article en français pour l'instant."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("reads the sheet once for two lists on the page", async () => {
    const recorded = recordingFetch((request) =>
      blogFixtureResponse(new URL(request.url), request.method)!,
    );
    render(
      <WidgetsProvider fetch={recorded.fetch} config={TEST_CONFIG}>
        <BlogList lang="en" />
        <BlogList lang="en" limit={3} />
      </WidgetsProvider>,
    );
    expect(await screen.findAllByRole("article")).toHaveLength(9);
    expect(recorded.mock).toHaveBeenCalledTimes(1);
  });

  it("keeps the sheets read through two fetches apart (two stories on one Docs page)", async () => {
    const answer = (options: BlogFixtureOptions) =>
      recordingFetch((request) =>
        blogFixtureResponse(new URL(request.url), request.method, options)!,
      );
    const empty = answer({ posts: [] });
    const full = answer({});
    render(
      <>
        <WidgetsProvider fetch={empty.fetch} config={TEST_CONFIG}>
          <BlogList lang="en" />
        </WidgetsProvider>
        <WidgetsProvider fetch={full.fetch} config={TEST_CONFIG}>
          <BlogList lang="en" limit={3} />
        </WidgetsProvider>
      </>,
    );
    const [samples, posts] = await screen.findAllByRole("list", { name: "Blog posts" });
    await vi.waitFor(() => expect(within(posts!).getAllByRole("article")).toHaveLength(3));
    expect(within(samples!).getAllByRole("article")).toHaveLength(2);
    expect(empty.mock).toHaveBeenCalledTimes(1);
    expect(full.mock).toHaveBeenCalledTimes(1);
  });
});
