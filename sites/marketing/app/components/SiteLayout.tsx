import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { HydrationBoundary } from "./HydrationBoundary";
import { Link, NavLink } from "./LocalizedLink";
import { company, socialLinks } from "../content/company";
import { SUPPORTED } from "../i18n/language";
import { useSiteLanguage, useSiteTranslation } from "../i18n/SiteLanguage";

const links = [
  { to: "/", key: "home" },
  { to: "/about", key: "about" },
  { to: "/products", key: "products" },
  { to: "/services", key: "services" },
  { to: "/blog", key: "blog" },
  { to: "/contact", key: "contact" },
] as const;

const NAV_ID = "site-nav";
/** The page's last element: the root layout's render-blocking `<link rel="expect">` waits for it. */
export const PAGE_END_ID = "page-end";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <HydrationBoundary>
        <SiteHeader />
      </HydrationBoundary>
      <HydrationBoundary>{children}</HydrationBoundary>
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
    </>
  );
}

function SiteHeader() {
  const { t } = useSiteTranslation("common");
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation (a link, back) closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : undefined);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(undefined);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("skipLink")}
      </a>
      <div className="container site-header__bar">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            {company.name.charAt(0)}
          </span>
          {company.name}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen(!open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          {t("nav.menu")}
        </button>
        <div id={NAV_ID} className="site-nav" data-open={open}>
          <nav aria-label={t("nav.label")}>
            <ul className="site-nav__list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === "/"}
                    className="site-nav__link"
                    onClick={() => setOpen(false)}
                  >
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-nav__actions">
            <LanguageSwitch />
            <Link to="/contact" className="button" onClick={() => setOpen(false)}>
              {t("nav.getStarted")}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}

export function LanguageSwitch() {
  const { t } = useSiteTranslation("common");
  const { lang, chooseLanguage } = useSiteLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t("language.label")}>
      {SUPPORTED.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switch__option"
          aria-pressed={lang === code}
          onClick={() => chooseLanguage(code)}
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}

function SiteFooter() {
  const { t } = useSiteTranslation("common");
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <div className="site-footer__brand">{company.name}</div>
          <p className="site-footer__description">{t("footer.description")}</p>
          <ul className="site-footer__social" aria-label={t("footer.social")}>
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a href={social.href} rel="noopener">
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t("footer.label")} className="site-footer__nav">
          <FooterColumn heading={t("footer.company")}>
            <FooterLink to="/about" label={t("footer.about")} />
            <FooterLink to="/services" label={t("footer.services")} />
            <FooterLink to="/contact" label={t("footer.contact")} />
          </FooterColumn>
          <FooterColumn heading={t("footer.product")}>
            <FooterLink to="/products" label={t("footer.products")} />
          </FooterColumn>
          <FooterColumn heading={t("footer.support")}>
            <li>
              {/* spec §2: a support link that goes nowhere; shown as plain text, not a dead link. */}
              <span className="site-footer__placeholder">{t("footer.supportSoon")}</span>
            </li>
          </FooterColumn>
        </nav>
      </div>
      <p className="container site-footer__copyright" id={PAGE_END_ID}>
        {t("footer.copyright", { company: company.name })}
      </p>
    </footer>
  );
}

/** A column of the footer's navigation: its heading and its list of links. */
function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="site-footer__heading">{heading}</h2>
      <ul>{children}</ul>
    </div>
  );
}

function FooterLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to}>{label}</Link>
    </li>
  );
}
