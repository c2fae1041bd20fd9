import { useSiteTranslation } from "../i18n/SiteLanguage";
import { Link } from "./LocalizedLink";

/** The pair of calls to action the analytics pages end their hero and closing band with (spec §2). */
export function ContactPricingActions() {
  const { t } = useSiteTranslation("common");
  return (
    <>
      <Link to="/contact" className="button">
        {t("cta.contact")}
      </Link>
      <Link to="/pricing" className="button button--secondary">
        {t("cta.pricing")}
      </Link>
    </>
  );
}
