import en from "../blog/locales/en.json";
import fr from "../blog/locales/fr.json";

export const blogCatalogs = { en, fr };
