/** Styles of ToastRegion; a widget that shows toasts appends them to its own CSS string. */
export const toastStyles = `
.mw-toasts { position: relative; }
.mw-toast {
  display: flex; align-items: flex-start; gap: var(--mw-space-3, 12px);
  margin-top: var(--mw-space-4, 16px); padding: var(--mw-space-3, 12px) var(--mw-space-4, 16px);
  color: var(--mw-color-text, #111827); background: var(--mw-toast-background, var(--mw-color-surface, #fff));
  border: 1px solid var(--mw-color-border, #d1d5db); border-radius: var(--mw-radius, 8px);
  box-shadow: var(--mw-shadow, 0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08));
}
.mw-toast[data-tone="default"] { border-left: 4px solid var(--mw-color-success, #166534); }
.mw-toast[data-tone="destructive"] {
  color: var(--mw-color-danger, #b91c1c); background: var(--mw-color-danger-bg, #fee2e2);
  border-color: var(--mw-color-danger, #b91c1c);
}
.mw-toast__body { flex: 1 1 auto; min-width: 0; }
.mw-toast__title { margin: 0; font-weight: 700; }
.mw-toast__description { margin: var(--mw-space-1, 4px) 0 0; }
.mw-toast__close {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; margin: -4px -8px 0 0; padding: 0;
  font: inherit; font-size: 20px; line-height: 1; color: inherit;
  background: transparent; border: 0; border-radius: var(--mw-radius, 8px); cursor: pointer;
}
.mw-toast__close:focus-visible { outline: 3px solid var(--mw-color-focus, #2563eb); outline-offset: 2px; }
`;
