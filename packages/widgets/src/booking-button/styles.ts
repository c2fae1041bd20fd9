export const bookingStyles = `
:host { display: inline-block; }
.mw-booking { display: inline-block; }
/* A label longer than the button's width (French on a phone: "Réserver un appel stratégique
   gratuit") wraps onto two even lines with room above and below, never squeezed into its height. */
.mw-booking__button {
  min-height: var(--mw-booking-height, 48px);
  padding: var(--mw-space-2, 8px) var(--mw-booking-padding-inline, var(--mw-space-6, 24px));
  font-size: var(--mw-booking-font-size, var(--mw-font-size, 16px));
  line-height: 1.3;
  text-align: center;
  text-wrap: balance;
}
`;
