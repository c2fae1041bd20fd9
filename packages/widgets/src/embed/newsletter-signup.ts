// Standalone embed script: <script src=".../newsletter-signup.js"></script>
import { defineNewsletterSignup } from "../newsletter-signup/newsletter-signup.element";

defineNewsletterSignup();
