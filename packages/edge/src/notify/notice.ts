// What the owner is told of a contact message or a comment, in the company's language (the
// catalogues beside this file): the message, the page it was sent from and the attribution it
// carries; a comment's approve and delete links. A burst's notices are gathered into one digest.
import {
  UTM_PARAMETERS,
  type CommentPayload,
  type ContactSubmission,
  type SubmissionAttribution,
} from "@marketing/contracts";
import en from "./locales/en.json";
import fr from "./locales/fr.json";

export type NoticeLanguage = "en" | "fr";

/** Notices one digest lists in full; the rest are counted (they are in the spreadsheet). */
export const DIGEST_LISTED = 50;

export const NOTICE_WORDS: Record<NoticeLanguage, typeof en> = { en, fr };

/** One notice, ready to be mailed alone or gathered into a digest. */
export interface Notice {
  subject: string;
  text: string;
  /** The visitor who wrote a contact message: a mail of this notice alone answers them. */
  replyTo?: string;
}

/** A catalogue's `{name}` filled in, each value inserted once (never read for more `{…}`). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}

/** A value for a subject line: one line, at most 80 characters. */
function inSubject(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** The lines saying where a submission came from: page, referrer, campaign, language, time. */
function details(
  words: typeof en,
  sender: Array<[keyof typeof en.details, string]>,
  attribution: SubmissionAttribution,
  received: Date,
): string[] {
  const { details: d } = words;
  const campaign = UTM_PARAMETERS.filter((name) => attribution[name])
    .map((name) => `${name}=${attribution[name]}`)
    .join(", ");
  const lines: Array<[keyof typeof en.details, string | undefined]> = [
    ...sender,
    ["page", attribution.page],
    ["referrer", attribution.referrer],
    ["campaign", campaign],
    ["language", attribution.lang],
    ["received", `${received.toISOString().slice(0, 16).replace("T", " ")} UTC`],
  ];
  return [
    d.heading,
    ...lines.map(([key, value]) => fill(d[key], { value: value?.trim() || d.none })),
  ];
}

export function contactNotice(
  lang: NoticeLanguage,
  message: ContactSubmission,
  received = new Date(),
): Notice {
  const words = NOTICE_WORDS[lang];
  const from = message.company ? `${message.name} (${message.company})` : message.name;
  return {
    subject: fill(words.contact.subject, { from: inSubject(from) }),
    text: [
      fill(words.contact.intro, {
        name: message.name,
        page: message.page || words.details.unknownPage,
      }),
      "",
      message.message,
      "",
      ...details(
        words,
        [
          ["name", message.name],
          ["email", message.email],
          ["company", message.company],
        ],
        message,
        received,
      ),
    ].join("\n"),
    replyTo: message.email,
  };
}

/**
 * A new comment: held for approval (`approved` false), with its approve and delete links, or
 * shown at once (the endpoint does not hold comments), with its delete link only. Without links
 * (no LINK_SECRET) it still says the comment came and where.
 */
export function commentNotice(
  lang: NoticeLanguage,
  comment: CommentPayload,
  approved: boolean,
  links: { approve: string; delete: string } | undefined,
  received = new Date(),
): Notice {
  const words = NOTICE_WORDS[lang];
  const { comment: c } = words;
  const actions = links
    ? [...(approved ? [] : [c.approve, links.approve, ""]), c.delete, links.delete]
    : [];
  return {
    subject: fill(c.subject, { name: inSubject(comment.name), post: inSubject(comment.postSlug) }),
    text: [
      fill(c.intro, { name: comment.name, page: comment.page || words.details.unknownPage }),
      ...(comment.parentId ? [fill(c.inReplyTo, { parent: comment.parentId })] : []),
      "",
      comment.message,
      "",
      approved ? c.shown : c.held,
      "",
      ...(actions.length ? [...actions, ""] : []),
      ...details(
        words,
        [
          ["name", comment.name],
          ["email", comment.email],
        ],
        comment,
        received,
      ),
    ].join("\n"),
  };
}

/**
 * The notices of a burst in one mail, oldest first, each under its own subject; `unlisted` more
 * arrived than a digest lists (they are in the spreadsheet).
 */
export function digest(lang: NoticeLanguage, notices: Notice[], unlisted: number): Notice {
  const words = NOTICE_WORDS[lang].digest;
  const count = notices.length + unlisted;
  const rule = "—".repeat(24);
  return {
    subject: fill(words.subject, { count }),
    text: [
      fill(words.intro, { count }),
      ...notices.flatMap((notice, index) => [
        "",
        rule,
        `${index + 1}. ${notice.subject}`,
        rule,
        "",
        notice.text,
      ]),
      ...(unlisted ? ["", rule, "", fill(words.unlisted, { count: unlisted })] : []),
    ].join("\n"),
  };
}
