// The widgets' API, every route once: what the edge Worker answers under `/api`, on the site's own
// origin and, for the origins the company lists, on other sites' pages. The Worker routes by this
// table (packages/edge/src/routes.ts), the widgets build their addresses from it (`apiUrl`),
// Storybook's and the unit tests' mocks answer it (packages/local-services/src/msw.ts), and the
// site's forms post to it without JavaScript. The browser talks to nothing else: no Google address,
// no key, no proxy (docs/decisions/2026-12-07-one-api.md).
import { COMMENTS_RANGE, POSTS_RANGE } from "./sheets";

/** Where the API lives on the company's origin; also the `api` setting's default (this page's). */
export const API_PATH = "/api";

export interface ApiRoute {
  method: "GET" | "POST";
  /** Below API_PATH; `:name` is one path segment. */
  path: string;
}

export const API_ROUTES = {
  /** `{ok: true}`: whether the API answers (the WordPress settings page asks it). */
  health: { method: "GET", path: "/health" },
  /** Google's values.get answer for one of the two sheets (`API_SHEETS`). */
  sheet: { method: "GET", path: "/sheets/:sheet" },
  /** A post's published Google Doc (`?url=` its published address), as Google serves it. */
  doc: { method: "GET", path: "/docs" },
  /** A Drive picture (`?sz=w400`…`w1600`, `DRIVE_WIDTHS`), as Drive's thumbnail serves it. */
  image: { method: "GET", path: "/images/:id" },
  /** A proof-of-work challenge (proof.ts), which the forms solve and send back with a submission. */
  challenge: { method: "GET", path: "/challenge" },
  newsletter: { method: "POST", path: "/newsletter" },
  contact: { method: "POST", path: "/contact" },
  comment: { method: "POST", path: "/comments" },
  /**
   * A moderation link's press (contracts' moderation.ts): `{token}`, or a form post from the
   * moderation page; approves or deletes the comment the signed token names.
   */
  moderation: { method: "POST", path: "/moderation" },
  /**
   * A reply notice's stop link pressed (its page, or a mail client's one-click `List-Unsubscribe`
   * post with the token in the query): no more reply notices to that address.
   */
  stopReplies: { method: "POST", path: "/comments/stop-replies" },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

/** The sheets the API reads, by the name in its address, and the range each is read as. */
export const API_SHEETS = { posts: POSTS_RANGE, comments: COMMENTS_RANGE } as const;
export type ApiSheet = keyof typeof API_SHEETS;

/** The widths a Drive picture is served at (its `srcset`): any other would only vary the cache. */
export const DRIVE_WIDTHS = [400, 800, 1200, 1600] as const;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a route takes (`{sheet: "posts"}` for `sheet`). */
export type ApiParams<Name extends ApiRouteName> = Record<
  ParamNames<(typeof API_ROUTES)[Name]["path"]>,
  string
>;

/** The `api` setting without its trailing slashes. */
export const apiBase = (api: string) => api.trim().replace(/\/+$/, "");

/** A route's address under `api` (the setting: `/api`, or `https://company.example/api`). */
export function apiUrl<Name extends ApiRouteName>(
  api: string,
  name: Name,
  params: ApiParams<Name>,
  query: Record<string, string> = {},
): string {
  const values = params as Record<string, string>;
  const path = API_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(values[key] ?? ""),
  );
  const search = new URLSearchParams(query).toString();
  return `${apiBase(api)}${path}${search ? `?${search}` : ""}`;
}

/** The Drive picture address with `{id}` left for `driveImageUrl` (contracts' drive.ts) to fill. */
export function driveImageTemplate(api: string): string {
  return apiUrl(api, "image", { id: "{id}" }, { sz: `w${DRIVE_WIDTHS.at(-1)}` }).replace(
    encodeURIComponent("{id}"),
    "{id}",
  );
}

export interface ApiMatch {
  name: ApiRouteName;
  route: ApiRoute;
  params: Record<string, string>;
}

const ROUTE_NAMES = Object.keys(API_ROUTES) as ApiRouteName[];

/**
 * The route a path below API_PATH names (`/sheets/posts`), its parameters decoded; undefined for
 * none (or a parameter that is not valid percent-encoding). The method is the caller's to check.
 */
export function matchApiRoute(path: string): ApiMatch | undefined {
  const segments = path.split("/");
  for (const name of ROUTE_NAMES) {
    const route: ApiRoute = API_ROUTES[name];
    const pattern = route.path.split("/");
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(":")) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return segment !== "";
    });
    if (matches) return { name, route, params };
  }
  return undefined;
}
