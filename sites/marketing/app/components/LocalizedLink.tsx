// The site's links: plain `<a href>` to prerendered pages, with site paths ("/contact") sent to the
// page's language ("/fr/contact").
import type { AnchorHTMLAttributes } from "react";
import { useLocation } from "react-router";
import { unprefixedPath } from "../i18n/paths";
import { useLocalizedPath } from "../i18n/SiteLanguage";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizedPath();
  return <a href={localize(to)} {...props} />;
}

const bare = (path: string) => unprefixedPath(path).toLowerCase().replace(/\/+$/, "") || "/";

/**
 * A navigation link marked `aria-current="page"` on its page (and, unless `end`, below it).
 * Compared without the language prefix and trailing slash: `/fr` and `/fr/` are one page.
 */
export function NavLink({ to, end = false, ...props }: LinkProps & { end?: boolean }) {
  const localize = useLocalizedPath();
  const here = bare(useLocation().pathname);
  const target = bare(to);
  const active = here === target || (!end && target !== "/" && here.startsWith(`${target}/`));
  return <a href={localize(to)} aria-current={active ? "page" : undefined} {...props} />;
}
