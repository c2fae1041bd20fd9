export const bookingStyles = `
:host { display: inline-block; }
.mw-booking { display: inline-block; }
.mw-booking__button {
  min-height: var(--mw-booking-height, 48px);
  padding: 0 var(--mw-booking-padding-inline, var(--mw-space-6, 24px));
  font-size: var(--mw-booking-font-size, var(--mw-font-size, 16px));
}
`;
