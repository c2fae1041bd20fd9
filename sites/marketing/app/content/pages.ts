/** Every prerendered page path (the sitemap lists these plus the posts). */
export const PAGE_PATHS = [
  "/",
  "/about",
  "/products",
  "/services",
  "/solutions",
  "/industrial-analytics",
  "/pricing",
  "/contact",
  "/blog",
] as const;
