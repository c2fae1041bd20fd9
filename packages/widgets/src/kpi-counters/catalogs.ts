import en from "../locales/en/counters.json";
import fr from "../locales/fr/counters.json";

export const countersCatalogs = { en, fr };
