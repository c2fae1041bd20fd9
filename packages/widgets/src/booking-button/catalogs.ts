import en from "../locales/en/booking.json";
import fr from "../locales/fr/booking.json";

export const bookingCatalogs = { en, fr };
