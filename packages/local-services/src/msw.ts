/// <reference types="vite/client" />
/**
 * The widgets' API in the browser (`@marketing/local-services/msw`, for Storybook): MSW handlers
 * generated from the API's route table (@marketing/contracts api.ts), on any origin's `/api`,
 * answered from the same fixtures the local services' stand-ins serve the Worker. A story's data
 * comes through the widgets' own client, as on the site; only the Worker is replaced.
 *
 * Groups are keyed so a story replaces one service and keeps the rest:
 *
 *   parameters: { msw: { handlers: { sheets: sheetsError(403) } } }
 *
 * Keys: sheets, docs, drive, challenge, newsletter, contact, comments, mailLinks, calendar.
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
import { standInChallenge } from "./challenge";
import { thumbnailJpeg } from "./drive";
import { DOC_NOT_FOUND_PAGE } from "./doc-urls";
import {
  API_PATH,
  API_ROUTES,
  API_SHEETS,
  LOCAL_API_KEY,
  LOCAL_SPREADSHEET_ID,
  type ApiRouteName,
} from "@marketing/contracts";
import calendarScript from "../fixtures/calendar/widget.js?raw";
import calendarStylesheet from "../fixtures/calendar/widget.css?raw";
import calendarPage from "../fixtures/calendar/strategy-call.html?raw";
import calendarPageScript from "../fixtures/calendar/strategy-call.js?raw";

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

/** A route of the API in MSW's syntax, on any origin (the page's own `/api`, or a configured one). */
export const apiRoute = (name: ApiRouteName) => `*${API_PATH}${API_ROUTES[name].path}`;

/** The calendar provider's stand-in, on an address of its own: never reached but through MSW. */
const CALENDAR = "https://calendar.stand-in.invalid";
const CALENDAR_HOSTS = ["https://assets.calendly.com/*", "https://calendly.com/*"];

/** The calendar provider stand-in (what the site serves beside its pages): the booking button's URLs. */
export const localCalendar = {
  origin: CALENDAR,
  calendarUrl: `${CALENDAR}/strategy-call`,
  calendarScriptUrl: `${CALENDAR}/widget.js`,
  calendarStylesheetUrl: `${CALENDAR}/widget.css`,
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

// ---------------------------------------------------------------------------------------------
// Default handlers, one group per service.

/** `/api/sheets/{posts,comments}`: Google's values.get answer over the fixtures, as the Worker passes it. */
export function sheetsFrom(
  posts?: readonly FixturePost[],
  comments?: readonly FixtureComment[],
): RequestHandler[] {
  const sheets: SheetSource = {
    Sheet1: () => postsToRows(posts),
    Comments: () => commentsToRows(comments),
  };
  return [
    http.get(apiRoute("sheet"), ({ params }) => {
      const range = API_SHEETS[String(params.sheet) as keyof typeof API_SHEETS];
      if (!range) return HttpResponse.json({ error: { code: 404 } }, { status: 404 });
      const result = getValues(sheets, LOCAL_SPREADSHEET_ID, range, LOCAL_API_KEY);
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
  return renderPublishedDocPage({ docId, title, bodyHtml: body });
}

function docResponse(page: string | undefined): Response {
  return page === undefined
    ? new HttpResponse(DOC_NOT_FOUND_PAGE, { status: 404, ...HTML })
    : new HttpResponse(page, { status: 200, ...HTML });
}

const docsHandlers: RequestHandler[] = [
  http.get(apiRoute("doc"), ({ request }) => {
    const target = new URL(request.url).searchParams.get("url") ?? "";
    return docResponse(docPage(publishedDocId(target)));
  }),
];

const driveHandlers: RequestHandler[] = [
  http.get(apiRoute("image"), async ({ request, params }) => {
    const image = fixtureImages.find((candidate) => candidate.id === String(params.id));
    if (!image) return HttpResponse.json({ error: { code: 404 } }, { status: 404 });
    const jpeg = await thumbnailJpeg(image.id, new URL(request.url).searchParams.get("sz"));
    return new HttpResponse(jpeg, { headers: { "Content-Type": "image/jpeg" } });
  }),
];

/** Every group the stories get by default: the whole local services, working. */
export const serviceHandlers = {
  health: [http.get(apiRoute("health"), () => HttpResponse.json({ ok: true }))],
  sheets: sheetsFrom(),
  docs: docsHandlers,
  drive: driveHandlers,
  // The forms' proof of work: a real challenge, which the widget solves as on the site.
  challenge: [
    http.get(apiRoute("challenge"), async () => HttpResponse.json(await standInChallenge())),
  ],
  // Apps Script takes a subscription pending its owner's confirmation (double opt-in), no row number.
  newsletter: [
    http.post(apiRoute("newsletter"), () =>
      HttpResponse.json({ result: "success", pending: true }),
    ),
  ],
  contact: [http.post(apiRoute("contact"), () => HttpResponse.json({ ok: true }))],
  comments: [
    http.post(apiRoute("comment"), async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { id?: unknown };
      return HttpResponse.json({ ok: true, id: body.id, approved: true }, { status: 201 });
    }),
  ],
  // The comment mails' link pages' presses (the site's pages, not a widget's): done.
  mailLinks: [
    http.post(apiRoute("moderation"), () => HttpResponse.json({ outcome: "approved" })),
    http.post(apiRoute("stopReplies"), () => HttpResponse.json({ outcome: "stopped" })),
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
    http.get(`${CALENDAR}/strategy-call.js`, () =>
      HttpResponse.text(calendarPageScript, { headers: { "Content-Type": "text/javascript" } }),
    ),
    ...CALENDAR_HOSTS.map((host) => http.all(host, () => HttpResponse.error())),
  ],
} satisfies Record<string, RequestHandler[]>;

export type ServiceGroup = keyof typeof serviceHandlers;

/** The group that mocks each route: a route added to the table and not here fails the type check. */
export const ROUTE_GROUPS = {
  health: "health",
  sheet: "sheets",
  doc: "docs",
  image: "drive",
  challenge: "challenge",
  newsletter: "newsletter",
  contact: "contact",
  comment: "comments",
  moderation: "mailLinks",
  stopReplies: "mailLinks",
} as const satisfies Record<ApiRouteName, ServiceGroup>;

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
    http.get(apiRoute("sheet"), () =>
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

/** `docs`: the API cannot read the document (Google failed, nothing kept). */
export function docsFailing(): RequestHandler[] {
  return [
    http.get(apiRoute("doc"), () =>
      HttpResponse.json(
        { error: { code: 502, message: "The published document could not be read." } },
        { status: 502 },
      ),
    ),
  ];
}

/** Any group: this route of the API never answers, for loading states. */
export function slowForever(route: ApiRouteName): RequestHandler[] {
  return [
    http.all(apiRoute(route), async () => {
      await delay("infinite");
      return HttpResponse.error();
    }),
  ];
}

/** `newsletter`: the API is unreachable. */
export function newsletterDown(): RequestHandler[] {
  return [http.post(apiRoute("newsletter"), () => HttpResponse.error())];
}

/** `contact`: the API is unreachable. */
export function contactDown(): RequestHandler[] {
  return [http.post(apiRoute("contact"), () => HttpResponse.error())];
}

/** `comments`: the API is unreachable. */
export function commentsDown(): RequestHandler[] {
  return [http.post(apiRoute("comment"), () => HttpResponse.error())];
}
