import en from "../locales/en/newsletter.json";
import fr from "../locales/fr/newsletter.json";

export const newsletterCatalogs = { en, fr };
