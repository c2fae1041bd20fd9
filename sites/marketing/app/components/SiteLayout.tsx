import type { ReactNode } from "react";
import { Link, NavLink } from "./LocalizedLink";
import { company, socialLinks } from "../content/company";
import { SUPPORTED } from "../i18n/language";
import { useSiteLanguage, useSiteTranslation } from "../i18n/SiteLanguage";
import { useSwitchByAddress, useSwitchHref } from "../i18n/switchTarget";

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
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}

/**
 * The header. On a phone the navigation is a popover opened by the Menu button, with no script:
 * the browser gives the button its expanded state, closes the menu on Escape or a tap outside and
 * hands focus back to the button; a chosen link loads another page. From 1024 px the navigation is
 * always shown in the bar (site.css), where the button is hidden.
 */
function SiteHeader() {
  const { t } = useSiteTranslation("common");
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
        <button type="button" className="menu-toggle" popoverTarget={NAV_ID}>
          <span className="menu-toggle__icon" aria-hidden="true" />
          {/* The open menu's toggle says it closes it (site.css shows one label: no script). */}
          <span className="menu-toggle__label menu-toggle__label--closed">{t("nav.menu")}</span>
          <span className="menu-toggle__label menu-toggle__label--open">{t("nav.menuClose")}</span>
        </button>
        <div id={NAV_ID} className="site-nav" popover="auto">
          <nav aria-label={t("nav.label")}>
            <ul className="site-nav__list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"} className="site-nav__link">
                    {t(`nav.${link.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-nav__actions">
            <LanguageSwitch />
            <Link to="/contact" className="button">
              {t("nav.getStarted")}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}

/**
 * The same page in each language: links (the page's own marked current). browser/site.ts makes a
 * click keep the scroll position and the hash and remember the choice.
 */
export function LanguageSwitch() {
  const { t } = useSiteTranslation("common");
  const { lang } = useSiteLanguage();
  const hrefFor = useSwitchHref();
  const byAddress = useSwitchByAddress();
  return (
    <ul className="language-switch" aria-label={t("language.label")}>
      {SUPPORTED.map((code) => (
        <li key={code}>
          <a
            href={hrefFor(code)}
            hrefLang={code}
            lang={code}
            className="language-switch__option"
            aria-current={lang === code ? "page" : undefined}
            data-switch-language={lang === code ? undefined : ""}
            data-switch-by-address={lang !== code && byAddress ? "" : undefined}
          >
            {t(`language.${code}`)}
          </a>
        </li>
      ))}
    </ul>
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
