import en from "./locales/en.json";
import fr from "./locales/fr.json";

export const bookingCatalogs = { en, fr };
