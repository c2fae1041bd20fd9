import { Link, useLocation } from "react-router";
import { useEffect } from "react";
import { useCommonTranslation } from "../i18n/common";
import { useLocalizedTitle } from "../i18n/SiteLanguage";
import en from "../locales/en/common.json";

export function meta() {
  return [{ title: en.notFound.metaTitle }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { pathname } = useLocation();
  const { t } = useCommonTranslation();
  useLocalizedTitle(t("notFound.metaTitle"));
  useEffect(
    () => console.error("404 Error: User attempted to access non-existent route:", pathname),
    [pathname],
  );
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
