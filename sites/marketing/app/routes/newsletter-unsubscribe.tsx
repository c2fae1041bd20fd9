// Where every mail to a subscriber links (its unsubscribe link, contracts' subscribers.ts):
// prerendered in both languages, a button and one message per outcome. Opening the link changes
// nothing; the button's form has no action, so it posts to this page's own address, the link's
// token included, as a mail client's one-click post does (RFC 8058). The edge Worker answers that
// post and sends the page back to the outcome's message (`#unsubscribe-done`), shown by CSS
// `:target`: no JavaScript needed.
import {
  UNSUBSCRIBE_OUTCOMES,
  UNSUBSCRIBE_PAGE_FIELD,
  unsubscribeFragment,
} from "@marketing/contracts";
import type { Route } from "./+types/newsletter-unsubscribe";
import { Link } from "../components/LocalizedLink";
import { siteT } from "../i18n/i18n";
import { languageOfPath } from "../i18n/paths";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { fullTitle } from "../seo/meta";

/** Its head: translated title, never indexed (a page only a link leads to). */
export function meta({ location }: Route.MetaArgs) {
  const t = siteT(languageOfPath(location.pathname), "newsletter");
  return [{ title: fullTitle(t("unsubscribe.metaTitle")) }, { name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribe() {
  const { t } = useSiteTranslation("newsletter");
  return (
    <section className="container section newsletter-unsubscribe">
      <h1>{t("unsubscribe.title")}</h1>
      <form method="post" className="newsletter-unsubscribe__form">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <input type="hidden" name={UNSUBSCRIBE_PAGE_FIELD} value="1" />
        <p className="lead">{t("unsubscribe.ready")}</p>
        <button type="submit" className="button">
          {t("unsubscribe.button")}
        </button>
      </form>
      {UNSUBSCRIBE_OUTCOMES.map((outcome) => (
        <p
          key={outcome}
          id={unsubscribeFragment(outcome)}
          className="lead newsletter-unsubscribe__outcome"
        >
          {t(`unsubscribe.${outcome}`)}
        </p>
      ))}
      <Link to="/" className="button button--secondary">
        {t("unsubscribe.home")}
      </Link>
    </section>
  );
}
