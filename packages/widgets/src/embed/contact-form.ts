// Standalone embed script: <script src=".../contact-form.js"></script>
import { defineContactForm } from "../contact-form/contact-form.element";

defineContactForm();
