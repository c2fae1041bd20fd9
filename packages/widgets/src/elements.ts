// Registers every custom element under its default tag.
import { defineNewsletterSignup } from "./newsletter-signup/newsletter-signup.element";

defineNewsletterSignup();

export { defineNewsletterSignup };
