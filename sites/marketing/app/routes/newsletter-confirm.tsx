// The newsletter's confirmation page, where the confirmation email's link leads (double opt-in,
// packages/apps-script/README.md): prerendered in both languages with each of its messages and a
// button; opening the link confirms nothing, a press does. The inline script
// (browser/newsletter-confirm.ts) posts the link's token and shows the message that fits. Without
// JavaScript the button posts the form to the newsletter route, which reads the token from the
// page's address (the post's Referer) and sends the page back to the outcome's message
// (`#newsletter-confirmed`…), shown by CSS `:target`.
import confirmScript from "virtual:confirm-script";
import { useLocation } from "react-router";
import { CONFIRMATION_OUTCOMES, apiUrl, confirmationFragment } from "@marketing/contracts";
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

export default function NewsletterConfirm() {
  const { t } = useSiteTranslation("newsletter");
  const { pathname } = useLocation();
  const endpoint = apiUrl(widgetConfig.api, "newsletter", {});
  return (
    <section
      className="container section newsletter-confirm"
      data-newsletter-confirm=""
      data-endpoint={endpoint}
    >
      <h1>{t("confirm.title")}</h1>
      {/* Hidden by the script when the page has no link's token; posted natively without it. */}
      <form className="newsletter-confirm__form" data-state="ready" method="post" action={endpoint}>
        <input type="hidden" name="type" value="newsletter_confirmation" />
        <input type="hidden" name="page" value={pathname} />
        <p className="lead">{t("confirm.ready")}</p>
        <button type="submit" className="button">
          {t("confirm.button")}
        </button>
      </form>
      <div role="status">
        <p className="lead" data-state="working" hidden>
          {t("confirm.working")}
        </p>
        {CONFIRMATION_OUTCOMES.map((outcome) => (
          <p
            key={outcome}
            id={confirmationFragment(outcome)}
            className="lead newsletter-confirm__outcome"
            data-state={outcome}
            hidden
          >
            {t(`confirm.${outcome}`)}
          </p>
        ))}
      </div>
      <Link to="/" className="button button--secondary">
        {t("confirm.home")}
      </Link>
      <script dangerouslySetInnerHTML={{ __html: inlineScript(confirmScript) }} />
    </section>
  );
}
