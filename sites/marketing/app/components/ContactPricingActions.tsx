import { Link } from "react-router";
import { useCommonTranslation } from "../i18n/common";

/** The pair of calls to action the analytics pages end their hero and closing band with (spec §2). */
export function ContactPricingActions() {
  const { t } = useCommonTranslation();
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
