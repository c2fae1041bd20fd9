export const countersStyles = `
.mw-kpi__list {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: var(--mw-kpi-gap, var(--mw-space-4, 16px)); margin: 0; padding: 0; list-style: none;
}
.mw-kpi__item {
  display: flex; flex-direction: column; align-items: center; gap: var(--mw-space-1, 4px);
  padding: var(--mw-kpi-padding, var(--mw-space-6, 24px));
  background: var(--mw-kpi-background, var(--mw-color-surface-alt, #f3f4f6));
  border-radius: var(--mw-radius, 8px); text-align: center;
}
/* The final figure, hidden, reserves the width; the counting figure starts at its left edge, so
   neither it nor its neighbours move while digits are added (no layout shift). */
.mw-kpi__figure {
  display: inline-grid;
  font-size: var(--mw-kpi-value-size, 36px); font-weight: 800; line-height: 1.1;
  font-variant-numeric: tabular-nums; white-space: nowrap;
}
.mw-kpi__figure > * { grid-area: 1 / 1; }
.mw-kpi__value { justify-self: start; color: var(--mw-kpi-value-color, var(--mw-color-primary, #1d4ed8)); }
.mw-kpi__sizer { visibility: hidden; }
.mw-kpi__label { color: var(--mw-color-muted, #4b5563); }
`;
