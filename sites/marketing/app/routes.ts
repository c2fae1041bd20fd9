import { type RouteConfig, index, route } from "@react-router/dev/routes";

const pages = [
  ["about", "routes/about.tsx"],
  ["products", "routes/products.tsx"],
  ["services", "routes/services.tsx"],
  ["solutions", "routes/solutions.tsx"],
  ["industrial-analytics", "routes/industrial-analytics.tsx"],
  ["pricing", "routes/pricing.tsx"],
  ["contact", "routes/contact.tsx"],
  ["blog", "routes/blog.tsx"],
  ["blog/:slug", "routes/blog-post.tsx"],
] as const;

// The same modules serve both languages: English at the root, French under /fr/ (own route ids).
export default [
  index("routes/home.tsx"),
  ...pages.map(([path, file]) => route(path, file)),
  route("fr", "routes/home.tsx", { id: "fr/home" }),
  ...pages.map(([path, file]) => route(`fr/${path}`, file, { id: `fr/${path}` })),
  // Each language's blog feed; a fixed segment outranks `blog/:slug`.
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("fr/blog/rss.xml", "routes/blog-feed.ts", { id: "fr/blog/rss.xml" }),
  // Where the newsletter's confirmation email leads (double opt-in): not in the sitemap.
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("fr/newsletter/confirm", "routes/newsletter-confirm.tsx", { id: "fr/newsletter/confirm" }),
  // Where every mail to a subscriber links; the edge Worker answers its form's post.
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("fr/newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx", {
    id: "fr/newsletter/unsubscribe",
  }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("fr/*", "routes/not-found.tsx", { id: "fr/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
