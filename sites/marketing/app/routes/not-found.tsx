import type { Route } from "./+types/not-found";
import { Link } from "../components/LocalizedLink";
import { siteT } from "../i18n/i18n";
import { languageOfPath } from "../i18n/paths";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import type { LandingHandle } from "../i18n/switchTarget";
import { fullTitle } from "../seo/meta";

/** Served at any unknown address: the landing script swaps the address's language prefix. */
export const handle: LandingHandle = { landsByAddress: true };

/** The 404 page's head: translated title, never indexed. */
export function notFoundMeta(pathname: string) {
  const t = siteT(languageOfPath(pathname), "common");
  return [
    { title: fullTitle(t("notFound.metaTitle")) },
    { name: "description", content: t("notFound.text") },
    { name: "robots", content: "noindex" },
  ];
}

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(location.pathname);
}

/** The 404 screen, in the language of the path's prefix (also shown for an unknown post slug). */
export function NotFound() {
  const { t } = useSiteTranslation("common");
  return (
    <section className="container section not-found">
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.text")}</p>
      <Link to="/" className="button">
        {t("notFound.home")}
      </Link>
    </section>
  );
}

export default NotFound;
