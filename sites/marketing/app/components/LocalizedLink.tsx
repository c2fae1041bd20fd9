// The router's links, with site paths ("/contact") sent to the page's language ("/fr/contact").
import { Link as RouterLink, useLocation, type LinkProps } from "react-router";
import { unprefixedPath } from "../i18n/paths";
import { useLocalizedPath } from "../i18n/SiteLanguage";

export function Link({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <RouterLink to={localize(to)} {...props} />;
}

const bare = (path: string) => unprefixedPath(path).toLowerCase().replace(/\/+$/, "") || "/";

/**
 * A navigation link marked `aria-current="page"` on its page (and, unless `end`, below it).
 * Compared without the language prefix and trailing slash: `/fr` and `/fr/` are one page, which
 * React Router's NavLink `end` (exact on slashes) would miss.
 */
export function NavLink({ to, end = false, ...props }: LinkProps & { to: string; end?: boolean }) {
  const localize = useLocalizedPath();
  const here = bare(useLocation().pathname);
  const target = bare(to);
  const active = here === target || (!end && target !== "/" && here.startsWith(`${target}/`));
  return <RouterLink to={localize(to)} aria-current={active ? "page" : undefined} {...props} />;
}
