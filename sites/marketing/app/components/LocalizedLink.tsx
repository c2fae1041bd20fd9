// The router's links, with site paths ("/contact") sent to the page's language ("/fr/contact").
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { useLocalizedPath } from "../i18n/SiteLanguage";

export function Link({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <RouterLink to={localize(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalizedPath();
  return <RouterNavLink to={localize(to)} {...props} />;
}
