// Standalone embed script: <script src=".../booking-button.js"></script>
import { defineBookingButton } from "../booking-button/booking-button.element";

defineBookingButton();
