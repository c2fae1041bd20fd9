import { Suspense, type ReactNode } from "react";

/**
 * A Suspense boundary that nothing suspends, so that React hydrates what it wraps in a render and
 * commit of its own: a page hydrates as several short tasks instead of one commit of the whole
 * page, which was a single 100–150 ms task with the CPU slowed 4x (issue 13). entry.server.tsx
 * keeps each boundary's content inline in the prerendered HTML.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
