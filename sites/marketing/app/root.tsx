import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import type { ReactNode } from "react";
import { WidgetsProvider, tokensCss } from "@marketing/widgets";
import type { Route } from "./+types/root";
import { SiteLayout } from "./components/SiteLayout";
import { widgetConfig } from "./config";
import { SiteLanguageProvider, useSiteLanguage } from "./i18n/SiteLanguage";
import "./styles/site.css";

// Without JavaScript the menu toggle cannot open the navigation: show it expanded instead.
const noScriptCss = "<style>.menu-toggle{display:none}.site-nav{display:flex}</style>";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: tokensCss }} />
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
  return (
    <WidgetsProvider config={widgetConfig} lang={lang}>
      {children}
    </WidgetsProvider>
  );
}

export default function App() {
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
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="container section error-page">
      <h1>Unexpected Application Error!</h1>
      <p>{detail}</p>
      <a className="button" href="/">
        Return to Home
      </a>
    </main>
  );
}
