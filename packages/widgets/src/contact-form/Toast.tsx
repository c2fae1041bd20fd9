import { useEffect, useRef } from "react";
import { MESSAGE_DURATION_MS } from "../core/submission";

export interface ToastMessage {
  /** Changes for every new toast, so the same words shown twice restart the timer. */
  id: number;
  title: string;
  description?: string;
  /** A destructive toast is an error: announced assertively (role=alert). */
  tone: "default" | "destructive";
}

export interface ToastRegionProps {
  toast: ToastMessage | undefined;
  /** The close button's accessible name, in the widget's language. */
  closeLabel: string;
  onDismiss(): void;
  /** How long a toast shows, in ms; null: until it is closed. */
  duration?: number | null;
}

/**
 * Both live regions stay in the tree whether or not a toast shows: a screen reader only announces
 * content added to a region it already knows. Rendered inside the widget, hence inside its shadow root.
 */
export function ToastRegion({
  toast,
  closeLabel,
  onDismiss,
  // spec §9: the contact form's toasts follow the status-message rule.
  duration = MESSAGE_DURATION_MS,
}: ToastRegionProps) {
  const item = (tone: ToastMessage["tone"]) =>
    toast?.tone === tone ? (
      <ToastItem
        key={toast.id}
        toast={toast}
        closeLabel={closeLabel}
        onDismiss={onDismiss}
        duration={duration}
      />
    ) : null;
  return (
    <div className="mw-toasts" part="toasts">
      <div role="status" aria-live="polite" aria-atomic="true" className="mw-toasts__region">
        {item("default")}
      </div>
      <div role="alert" aria-atomic="true" className="mw-toasts__region">
        {item("destructive")}
      </div>
    </div>
  );
}

function ToastItem({
  toast,
  closeLabel,
  onDismiss,
  duration,
}: Required<Omit<ToastRegionProps, "toast">> & { toast: ToastMessage }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);

  const start = () => {
    clearTimeout(timer.current);
    if (duration !== null) timer.current = setTimeout(() => dismiss.current(), duration);
  };
  const pause = () => clearTimeout(timer.current);

  useEffect(() => {
    start();
    return pause;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per toast
  }, [toast.id, duration]);

  // WCAG 2.2.1: the timer waits while the pointer or the keyboard is on the toast.
  return (
    <div
      className="mw-toast"
      part={toast.tone === "destructive" ? "toast toast-destructive" : "toast"}
      data-tone={toast.tone}
      onPointerEnter={pause}
      onPointerLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <div className="mw-toast__body">
        <p className="mw-toast__title">{toast.title}</p>
        {toast.description && <p className="mw-toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="mw-toast__close" aria-label={closeLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
