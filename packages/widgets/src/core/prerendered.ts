// Server-rendered elements (src/server/, `@marketing/widgets/server`): what the HTML carries and
// what the element reads of it when it takes its declarative shadow root over.
import { FORM_OUTCOME_FIELD } from "@marketing/contracts";
import { createContext, useContext } from "react";
import { DATA_BLOCK_SELECTOR } from "./serverMarkers";
import { useElementShadowRoot } from "./shadowRoot";

/** The outcome texts a form's native post may come back to, by fragment id (core/formPost.tsx). */
export type FormOutcomes = Map<string, { text: string; tone: "success" | "error" }>;

/** What a host's build already read, shown in the HTML and handed to the element with it. */
export interface PrerenderedData {
  /** Sheet1 rows, header first (blog-list, blog-post). */
  posts?: string[][];
  /** Comments rows, header first (blog-post). */
  comments?: string[][];
  /**
   * The post's article, already through the docs pipeline and sanitizer (blog-post). Server only:
   * the data block leaves it out, and the element reads the article its shadow root shows.
   */
  articleHtml?: string;
  /**
   * Where a blog list links a post of `posts`' sheet that the host has no page for (added after its
   * build), per post language, `{slug}` marking the slug: e.g. `{"en": "/blog/__live?post={slug}"}`,
   * a page whose `<blog-post>` reads the live sheet. Posts in `posts` and the sample posts keep
   * their `blogUrl` address.
   */
  livePostUrl?: Partial<Record<"en" | "fr", string>>;
}

export interface PrerenderedValue {
  /** The data the server renders with (in the browser, the element's data block: `usePrerenderedData`). */
  data?: PrerenderedData;
  /**
   * True in an element taking a server-rendered shadow root over: it renders whole at once (no
   * slices), since a first slice would remove what the HTML already shows.
   */
  takingOver: boolean;
  /**
   * The page the forms post natively from (core/formPost.tsx): the host's option on the server,
   * read back from the HTML in the element.
   */
  formPage?: string;
  /** Its forms' outcome ids' suffix, when the page has more than one of a kind (core/formPost.tsx). */
  formSuffix?: string;
  /** On the server: where the forms note their outcome messages, written after the shadow root. */
  outcomes?: FormOutcomes;
}

const PrerenderedContext = createContext<PrerenderedValue>({ takingOver: false });

export const PrerenderedProvider = PrerenderedContext.Provider;

/** Whether the widget is server-rendered and being taken over. */
export function usePrerendered(): PrerenderedValue {
  return useContext(PrerenderedContext);
}

const blocks = new WeakMap<Element, PrerenderedData | undefined>();

/**
 * The data a server-rendered widget was given: the server renderer's, or, in the element, its
 * data block, parsed once (only the blog widgets read it, so only their code carries this).
 */
export function usePrerenderedData(): PrerenderedData | undefined {
  const { data, takingOver } = usePrerendered();
  const host = useElementShadowRoot()?.host;
  if (data || !takingOver || !host) return data;
  if (!blocks.has(host)) blocks.set(host, readDataBlock(host));
  return blocks.get(host);
}

/** The data block of a server-rendered element, if it has a valid one. */
function readDataBlock(host: Element): PrerenderedData | undefined {
  const text = host.querySelector(DATA_BLOCK_SELECTOR)?.textContent;
  try {
    return text ? (JSON.parse(text) as PrerenderedData) : undefined;
  } catch {
    return undefined;
  }
}

/** The hidden field naming the page a form posts from natively (where the endpoint sends it back). */
export const FORM_PAGE_FIELD = "page";

const hiddenField = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLInputElement>(`form[method="post"] input[type="hidden"][name="${name}"]`)
    ?.value;

/**
 * The page a server-rendered element's forms post from natively, and their outcome ids' suffix
 * (`newsletter-2` → `2`), read from its HTML.
 */
export function formPostOf(root: ShadowRoot): Pick<PrerenderedValue, "formPage" | "formSuffix"> {
  const prefix = hiddenField(root, FORM_OUTCOME_FIELD);
  return {
    formPage: hiddenField(root, FORM_PAGE_FIELD),
    formSuffix: prefix?.includes("-") ? prefix.slice(prefix.indexOf("-") + 1) : undefined,
  };
}
