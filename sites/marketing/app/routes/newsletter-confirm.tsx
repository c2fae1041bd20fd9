// The newsletter's confirmation page, where the confirmation email's link leads (double opt-in,
// packages/apps-script/README.md): prerendered in both languages with each of its messages and a
// button; opening the link confirms nothing, a press does. The inline script
// (browser/newsletter-confirm.ts) posts the link's token and shows the message that fits.
import confirmScript from "virtual:confirm-script";
import { apiUrl } from "@marketing/contracts";
import type { Route } from "./+types/newsletter-confirm";
import { Link } from "../components/LocalizedLink";
import { inlineScript } from "../inline-scripts";
import { widgetConfig } from "../config";
import { siteT } from "../i18n/i18n";
import { languageOfPath } from "../i18n/paths";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { fullTitle } from "../seo/meta";

/** Its head: translated title, never indexed (a page only a link leads to). */
export function meta({ location }: Route.MetaArgs) {
  const t = siteT(languageOfPath(location.pathname), "newsletter");
  return [{ title: fullTitle(t("confirm.metaTitle")) }, { name: "robots", content: "noindex" }];
}

const MESSAGES = ["working", "confirmed", "expired", "invalid", "failed"] as const;

export default function NewsletterConfirm() {
  const { t } = useSiteTranslation("newsletter");
  return (
    <section
      className="container section newsletter-confirm"
      data-newsletter-confirm=""
      data-endpoint={apiUrl(widgetConfig.api, "newsletter", {})}
    >
      <h1>{t("confirm.title")}</h1>
      {/* Shown by the script when the page has a link's token. */}
      <form className="newsletter-confirm__form" data-state="ready" hidden>
        <p className="lead">{t("confirm.ready")}</p>
        <button type="submit" className="button">
          {t("confirm.button")}
        </button>
      </form>
      <div role="status">
        {MESSAGES.map((state) => (
          <p key={state} className="lead" data-state={state} hidden>
            {t(`confirm.${state}`)}
          </p>
        ))}
      </div>
      <noscript>
        <p>{t("confirm.noScript")}</p>
      </noscript>
      <Link to="/" className="button button--secondary">
        {t("confirm.home")}
      </Link>
      <script dangerouslySetInnerHTML={{ __html: inlineScript(confirmScript) }} />
    </section>
  );
}
