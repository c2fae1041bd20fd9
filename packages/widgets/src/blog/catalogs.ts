import en from "./locales/en.json";
import fr from "./locales/fr.json";

/** The catalogues shared by the blog widgets (the `blog` namespace). */
export const blogCatalogs = { en, fr };
