import en from "../locales/en/blog.json";
import fr from "../locales/fr/blog.json";

export const blogCatalogs = { en, fr };
