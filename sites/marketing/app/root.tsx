import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from "react-router";
import { useEffect, useMemo, type ReactNode } from "react";
import { WidgetsProvider, tokensCss } from "@marketing/widgets";
import type { Route } from "./+types/root";
import { PAGE_END_ID, SiteLayout } from "./components/SiteLayout";
import { widgetConfig } from "./config";
import { HYDRATED_EVENT } from "./hydration";
import { siteT } from "./i18n/i18n";
import { landingScript } from "./i18n/landingScript";
import { languageOfPath, localizedPath } from "./i18n/paths";
import { SiteLanguageProvider, useSiteLanguage } from "./i18n/SiteLanguage";
// Inlined into every prerendered head: no render-blocking stylesheet request before first paint.
import siteCss from "./styles/site.css?inline";

// Without JavaScript the menu toggle cannot open the navigation: show it expanded instead.
const noScriptCss = "<style>.menu-toggle{display:none}.site-nav{display:flex}</style>";

export function Layout({ children }: { children: ReactNode }) {
  const lang = languageOfPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        {/* First, before any stylesheet: the visitor's language decides the URL before paint. */}
        <script dangerouslySetInnerHTML={{ __html: landingScript }} suppressHydrationWarning />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No first paint of a half-parsed page (a header without its text, a row of buttons
            without its last one): rendering waits for the footer's last line, or the end of the
            document on pages without one. Every later change would be a layout shift. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: tokensCss }} />
        <style dangerouslySetInnerHTML={{ __html: siteCss }} />
        <noscript dangerouslySetInnerHTML={{ __html: noScriptCss }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SiteWidgets({ children }: { children: ReactNode }) {
  const { lang } = useSiteLanguage();
  // The widgets' own links (calls to action, post cards, back links) stay in the page's language.
  const config = useMemo(
    () => ({
      ...widgetConfig,
      contactUrl: localizedPath(widgetConfig.contactUrl, lang),
      blogUrl: localizedPath(widgetConfig.blogUrl, lang),
    }),
    [lang],
  );
  return (
    <WidgetsProvider config={config} lang={lang}>
      {children}
    </WidgetsProvider>
  );
}

export default function App() {
  // After the first commit, i.e. once the prerendered page has hydrated.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <SiteLanguageProvider>
      <SiteWidgets>
        <SiteLayout>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </SiteLayout>
      </SiteWidgets>
    </SiteLanguageProvider>
  );
}

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
