/// <reference types="vite/client" />
/**
 * The local services, in the browser (`@marketing/local-services/msw`, for Storybook): MSW handlers for the library's default URLs
 * (`http://127.0.0.1:8787/...`), answered from the same fixtures `npm start` serves.
 *
 * Groups are keyed so a story replaces one service and keeps the rest:
 *
 *   parameters: { msw: { handlers: { sheets: sheetsError(403) } } }
 *
 * Keys: sheets, docs, drive, newsletter, contact, comments, calendar.
 */
import { delay, http, HttpResponse, type RequestHandler } from "msw";
import {
  commentsToRows,
  fixtureImages,
  postForDocId,
  postsToRows,
  publishedDocId,
  renderPublishedDocPage,
  type FixtureComment,
  type FixturePost,
} from "../fixtures/index";
import { getValues, type SheetSource } from "./sheets";
import { thumbnailJpeg } from "./drive";
import { DOC_NOT_FOUND_PAGE } from "./doc-urls";
import {
  LOCAL_API_KEY,
  LOCAL_ROUTES,
  LOCAL_SERVICES_URL,
  LOCAL_SPREADSHEET_ID,
} from "@marketing/contracts";
import calendarScript from "../fixtures/calendar/widget.js?raw";
import calendarStylesheet from "../fixtures/calendar/widget.css?raw";
import calendarPage from "../fixtures/calendar/strategy-call.html?raw";

/** Authored doc bodies by doc id, bundled by Vite (the server reads the same files from disk). */
const docBodies: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../fixtures/docs/*.html", {
      query: "?raw",
      import: "default",
      eager: true,
    }),
  ).map(([path, body]) => [path.replace(/^.*\/([^/]+)\.html$/, "$1"), body]),
);

const BASE = LOCAL_SERVICES_URL;
const SHEETS_VALUES = `${BASE}${LOCAL_ROUTES.sheetsValues}`;
const DOC_PROXIES = [
  `${BASE}${LOCAL_ROUTES.alloriginsProxy}`,
  `${BASE}${LOCAL_ROUTES.corsproxyProxy}`,
];
const DOC_PAGE = `${BASE}${LOCAL_ROUTES.publishedDoc}`;
/** The direct (no-cors) attempt goes to Google itself: never let it reach the internet. */
const GOOGLE_DOC_PAGE = "https://docs.google.com/document/d/e/:docId/pub";
const CALENDAR_HOSTS = ["https://assets.calendly.com/*", "https://calendly.com/*"];
const calendarFile = (file: string) => `${BASE}${LOCAL_ROUTES.calendarFile.replace(":file", file)}`;

/** The local calendar provider stand-in (what `npm start` serves): the booking button's URLs. */
export const localCalendar = {
  calendarUrl: calendarFile("strategy-call"),
  calendarScriptUrl: calendarFile("widget.js"),
  calendarStylesheetUrl: calendarFile("widget.css"),
} as const;

/** A calendar provider whose script loads but defines no widget (a blocked or broken embed). */
export function calendarWithoutWidget(): RequestHandler[] {
  return [
    http.get(localCalendar.calendarScriptUrl, () =>
      HttpResponse.text("void 0", { headers: { "Content-Type": "text/javascript" } }),
    ),
  ];
}

const HTML = { headers: { "Content-Type": "text/html; charset=utf-8" } };

/** Google's answer for a document that does not exist (what the proxies relay). */

// ---------------------------------------------------------------------------------------------
// Default handlers, one group per service.

/** Sheets API v4 values.get over `Sheet1` (posts) and `Comments`, sliced like Google does. */
export function sheetsFrom(
  posts?: readonly FixturePost[],
  comments?: readonly FixtureComment[],
): RequestHandler[] {
  const sheets: SheetSource = {
    Sheet1: () => postsToRows(posts),
    Comments: () => commentsToRows(comments),
  };
  return [
    http.get(SHEETS_VALUES, ({ request }) => {
      const url = new URL(request.url);
      const [, id = "", range = ""] =
        /\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/.exec(url.pathname) ?? [];
      const result = getValues(
        sheets,
        decodeURIComponent(id),
        decodeURIComponent(range),
        url.searchParams.get("key"),
      );
      return "body" in result
        ? HttpResponse.json(result.body, { status: result.status })
        : HttpResponse.json(result);
    }),
  ];
}

/** The published page for a fixture doc id, or undefined when there is no such doc. */
function docPage(docId: string | undefined): string | undefined {
  const body = docId === undefined ? undefined : docBodies[docId];
  if (docId === undefined || body === undefined) return undefined;
  const title = postForDocId(docId)?.title ?? docId;
  return renderPublishedDocPage({ docId, title, bodyHtml: body, baseUrl: BASE });
}

function docResponse(page: string | undefined): Response {
  return page === undefined
    ? new HttpResponse(DOC_NOT_FOUND_PAGE, { status: 404, ...HTML })
    : new HttpResponse(page, { status: 200, ...HTML });
}

const docsHandlers: RequestHandler[] = [
  ...DOC_PROXIES.map((proxy) =>
    http.get(proxy, ({ request }) => {
      const target = new URL(request.url).searchParams.get("url") ?? "";
      return docResponse(docPage(publishedDocId(target)));
    }),
  ),
  http.get(DOC_PAGE, ({ params }) => docResponse(docPage(String(params.docId)))),
  // A real no-cors answer from Google is opaque (unreadable), so the direct attempt never yields a
  // document; a readable page here would make Storybook succeed where browsers cannot.
  http.get(GOOGLE_DOC_PAGE, () => HttpResponse.error()),
];

const driveHandlers: RequestHandler[] = [
  http.get(`${BASE}${LOCAL_ROUTES.driveThumbnail}`, async ({ request }) => {
    const url = new URL(request.url);
    const image = fixtureImages.find((candidate) => candidate.id === url.searchParams.get("id"));
    if (!image) return new HttpResponse("<p>404. That's an error.</p>", { status: 404, ...HTML });
    const jpeg = await thumbnailJpeg(image.id, url.searchParams.get("sz"));
    return new HttpResponse(jpeg, { headers: { "Content-Type": "image/jpeg" } });
  }),
];

/** Every group the stories get by default: the whole local services, working. */
export const serviceHandlers = {
  sheets: sheetsFrom(),
  docs: docsHandlers,
  drive: driveHandlers,
  // Apps Script takes a subscription pending its owner's confirmation (double opt-in), no row number.
  newsletter: [
    http.post(`${BASE}${LOCAL_ROUTES.newsletter}`, () =>
      HttpResponse.json({ result: "success", pending: true }),
    ),
  ],
  contact: [http.post(`${BASE}${LOCAL_ROUTES.contact}`, () => HttpResponse.json({ ok: true }))],
  comments: [
    http.post(`${BASE}${LOCAL_ROUTES.comments}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { id?: unknown };
      return HttpResponse.json({ ok: true, id: body.id, approved: true }, { status: 201 });
    }),
  ],
  // The local stand-in answers; the real provider is never reached offline (as if blocked).
  calendar: [
    http.get(localCalendar.calendarScriptUrl, () =>
      HttpResponse.text(calendarScript, { headers: { "Content-Type": "text/javascript" } }),
    ),
    http.get(localCalendar.calendarStylesheetUrl, () =>
      HttpResponse.text(calendarStylesheet, { headers: { "Content-Type": "text/css" } }),
    ),
    http.get(localCalendar.calendarUrl, () => HttpResponse.text(calendarPage, HTML)),
    ...CALENDAR_HOSTS.map((host) => http.all(host, () => HttpResponse.error())),
  ],
} satisfies Record<string, RequestHandler[]>;

export type ServiceGroup = keyof typeof serviceHandlers;

// ---------------------------------------------------------------------------------------------
// Failure states: put one under its group's key in a story's `parameters.msw.handlers`.

const GOOGLE_STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

/**
 * `sheets`: every values.get answers Google's error JSON with this status. 400/403/404 fail at
 * once; 429 and 5xx are retried 3 times with backoff first (the library's ky defaults), as live.
 */
export function sheetsError(status = 500): RequestHandler[] {
  return [
    http.get(SHEETS_VALUES, () =>
      HttpResponse.json(
        {
          error: {
            code: status,
            message: `Local stand-in: the Sheets API answered ${status}.`,
            status: GOOGLE_STATUS[status] ?? "UNKNOWN",
          },
        },
        { status },
      ),
    ),
  ];
}

/** `sheets`: the header rows only, no posts and no comments (Google omits `values` past them). */
export function emptySheet(): RequestHandler[] {
  return sheetsFrom([], []);
}

/** `sheets`: the fixture posts with these comments (e.g. `[]` for a post nobody commented on). */
export function sheetsWithComments(comments: readonly FixtureComment[]): RequestHandler[] {
  return sheetsFrom(undefined, comments);
}

/**
 * `docs`: every attempt fails: both proxies answer 500 and Google's page is unreachable
 * (a no-cors request that fails at the network, as offline).
 */
export function docsFailing(): RequestHandler[] {
  return [
    ...DOC_PROXIES.map((proxy) =>
      http.get(proxy, () => new HttpResponse("Internal Server Error", { status: 500 })),
    ),
    http.get(DOC_PAGE, () => new HttpResponse("Internal Server Error", { status: 500 })),
    http.get(GOOGLE_DOC_PAGE, () => HttpResponse.error()),
  ];
}

/**
 * Any group: this service never answers, for loading states. `path` is matched under the local
 * services (e.g. `/v4/*` for Sheets, `/proxy/*` for docs); the default hangs every request.
 */
export function slowForever(path = "/*"): RequestHandler[] {
  return [
    http.all(`${BASE}${path}`, async () => {
      await delay("infinite");
      return HttpResponse.error();
    }),
  ];
}

/** `newsletter`: the Apps Script web app is unreachable. */
export function newsletterDown(): RequestHandler[] {
  return [http.post(`${BASE}${LOCAL_ROUTES.newsletter}`, () => HttpResponse.error())];
}

/** `contact`: the webhook is unreachable. */
export function contactDown(): RequestHandler[] {
  return [http.post(`${BASE}${LOCAL_ROUTES.contact}`, () => HttpResponse.error())];
}

/** `comments`: the comments endpoint is unreachable. */
export function commentsDown(): RequestHandler[] {
  return [http.post(`${BASE}${LOCAL_ROUTES.comments}`, () => HttpResponse.error())];
}

/** The credentials the local Sheets stand-in accepts, for stories that configure them. */
export const localSheets = { spreadsheetId: LOCAL_SPREADSHEET_ID, apiKey: LOCAL_API_KEY };
