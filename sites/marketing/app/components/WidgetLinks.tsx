import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";

/**
 * Widgets render plain `<a href>` (they know nothing of the router); inside the site a click on a
 * same-origin link becomes a client-side navigation instead of a full page load.
 */
export function WidgetLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download"))
      return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }
  // A delegating listener on a plain wrapper: the links inside stay the interactive elements.
  return <div onClick={onClick}>{children}</div>;
}
