import en from "../locales/en/contact.json";
import fr from "../locales/fr/contact.json";

export const contactCatalogs = { en, fr };
