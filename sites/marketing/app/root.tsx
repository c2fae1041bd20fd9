import { Links, Meta, Outlet, isRouteErrorResponse, useLocation } from "react-router";
import type { ReactNode } from "react";
import { darkTokensCss, tokensCss } from "@marketing/widgets";
import siteScript from "virtual:site-script";
import type { Route } from "./+types/root";
import { PAGE_END_ID, SiteLayout } from "./components/SiteLayout";
import { company } from "./content/company";
import { FEED_PATH } from "./content/pages";
import { siteT } from "./i18n/i18n";
import { landingScript } from "./i18n/landingScript";
import { languageOfPath, localizedPath } from "./i18n/paths";
import { SiteLanguageProvider } from "./i18n/SiteLanguage";
import { inlineScript } from "./inline-scripts";
import { useLandingTarget, useSwitchHref } from "./i18n/switchTarget";
import { speculationRulesJson } from "./navigation/speculation";
import { absoluteUrl } from "./seo/meta";
import { PageWidgetsProvider } from "./widgets/Widget";
// Inlined into every prerendered head: no render-blocking stylesheet request before first paint.
import siteCss from "./styles/site.css?inline";

// Every page is a plain prerendered document: no <Scripts/> (React Router's client runtime and
// hydration), no <ScrollRestoration/>. What moves is the widgets (their loader, on pages with
// one), the language switch (app/browser/site.ts, inline) and the head's landing script.
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = languageOfPath(pathname);
  const other = lang === "en" ? "fr" : "en";
  const switchHref = useSwitchHref()(other);
  const landingTarget = useLandingTarget(other);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        {/* First, before any stylesheet: the visitor's language decides the URL before paint. */}
        <script dangerouslySetInnerHTML={{ __html: inlineScript(landingScript(landingTarget)) }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint of a half-parsed page (a header without its text, a row of buttons
            without its last one): rendering waits for the footer's last line, or the end of the
            document on pages without one. Every later change would be a layout shift. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <meta name="theme-color" content="#1d4ed8" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#111827" media="(prefers-color-scheme: dark)" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The visitor's system setting picks light or dark in CSS alone: no script, no flash. */}
        <style dangerouslySetInnerHTML={{ __html: tokensCss + darkTokensCss }} />
        <style dangerouslySetInnerHTML={{ __html: siteCss }} />
        <Meta />
        <Links />
        {/* The blog's feed in the page's language, for feed readers and RSS-to-email. */}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={siteT(lang, "blog")("feed.title", { company: company.name })}
          href={absoluteUrl(localizedPath(FEED_PATH, lang))}
        />
        {/* Likely next pages fetched ahead: the other language's first. */}
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{
            __html: inlineScript(speculationRulesJson(pathname, switchHref)),
          }}
        />
      </head>
      <body>
        {/* Before anything of the body can paint: delegated listeners only (see the file). */}
        <script dangerouslySetInnerHTML={{ __html: inlineScript(siteScript) }} />
        {children}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLanguageProvider>
      <PageWidgetsProvider>
        <SiteLayout>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </SiteLayout>
      </PageWidgetsProvider>
    </SiteLanguageProvider>
  );
}

/** The router's error screen (a route that failed to render at build time), spec title kept. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = languageOfPath(useLocation().pathname);
  const t = siteT(lang, "common");
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="container section error-page">
      <h1>{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      {detail && <p className="muted">{t("error.detail", { detail })}</p>}
      <a className="button" href={localizedPath("/", lang)}>
        {t("notFound.home")}
      </a>
    </main>
  );
}
