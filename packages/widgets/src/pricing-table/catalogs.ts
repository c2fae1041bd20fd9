import en from "../locales/en/pricing.json";
import fr from "../locales/fr/pricing.json";

export const pricingCatalogs = { en, fr };
