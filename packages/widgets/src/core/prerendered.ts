// Server-rendered elements (src/server/, `@marketing/widgets/server`): what the HTML carries and
// what the element reads of it when it takes its declarative shadow root over.
import { createContext, useContext } from "react";
import { DATA_BLOCK_SELECTOR } from "./serverMarkers";

/** What a host's build already read, shown in the HTML and handed to the element with it. */
export interface PrerenderedData {
  /** Sheet1 rows, header first (blog-list, blog-post). */
  posts?: string[][];
  /** Comments rows, header first (blog-post). */
  comments?: string[][];
  /** The post's article, already through the docs pipeline and sanitizer (blog-post). */
  articleHtml?: string;
}

export interface PrerenderedValue {
  /** The data the server rendered with: shown first, then refreshed from the live source. */
  data?: PrerenderedData;
  /**
   * True in an element taking a server-rendered shadow root over: it renders whole at once (no
   * slices), since a first slice would remove what the HTML already shows.
   */
  takingOver: boolean;
}

const PrerenderedContext = createContext<PrerenderedValue>({ takingOver: false });

export const PrerenderedProvider = PrerenderedContext.Provider;

/** The server-rendered data and state of the widget (nothing outside a server-rendered one). */
export function usePrerendered(): PrerenderedValue {
  return useContext(PrerenderedContext);
}

/** The data block of a server-rendered element, if it has a valid one. */
export function readDataBlock(host: Element): PrerenderedData | undefined {
  const block = host.querySelector(DATA_BLOCK_SELECTOR);
  if (!block?.textContent) return undefined;
  try {
    const data: unknown = JSON.parse(block.textContent);
    return typeof data === "object" && data !== null ? (data as PrerenderedData) : undefined;
  } catch {
    return undefined;
  }
}
