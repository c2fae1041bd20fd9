// The page a comment mail's link opens (the owner's moderation links, a commenter's stop link):
// prerendered in both languages with one button and every message. Opening the link changes
// nothing: the press does. With JavaScript, the inline script (browser/mail-link.ts) says what the
// link will do, posts its token and shows the outcome. Without it, the form posts to the same API
// route, which finds the token in this page's address (the post's Referer) and sends the reader
// back here at the outcome's message (`#moderation-approved`), shown by CSS `:target`.
import mailLinkScript from "virtual:mail-link-script";
import { mailLinkOutcomeId, type MailLinkPage as PageName } from "@marketing/contracts";
import type { ReactNode } from "react";
import { Link } from "./LocalizedLink";
import { inlineScript } from "../inline-scripts";
import { useLocalizedPath, useSiteTranslation } from "../i18n/SiteLanguage";

export interface MailLinkPageProps {
  page: PageName;
  /** Its strings in the `comments` catalogue: `moderate`, `stopReplies`. */
  strings: "moderate" | "stopReplies";
  /** Its path in English (the form's `page` field gives it in the page's language). */
  path: string;
  /** The API route its button posts to. */
  endpoint: string;
  outcomes: readonly string[];
  /** Shown above the button once the script knows what the link does. */
  preview?: ReactNode;
  /** The script's extra settings (`data-*` of the page's root). */
  data?: Record<`data-${string}`, string>;
}

export function MailLinkPage({
  page,
  strings,
  path,
  endpoint,
  outcomes,
  preview,
  data,
}: MailLinkPageProps) {
  const { t } = useSiteTranslation("comments");
  const localized = useLocalizedPath();
  return (
    <section
      className="container section mail-link"
      data-mail-link={page}
      data-endpoint={endpoint}
      {...data}
    >
      <h1>{t(`${strings}.title`)}</h1>
      {preview}
      <form className="mail-link__form" method="post" action={endpoint}>
        <input type="hidden" name="page" value={localized(path)} />
        <p className="lead" data-intro="">
          {t(`${strings}.ready`)}
        </p>
        <button type="submit" className="button">
          {t(`${strings}.button`)}
        </button>
      </form>
      <div role="status">
        {["working", ...outcomes].map((outcome) => (
          <p
            key={outcome}
            id={mailLinkOutcomeId(page, outcome)}
            className="lead mail-link__outcome"
            data-outcome={outcome}
            tabIndex={-1}
          >
            {t(`${strings}.${outcome}`)}
          </p>
        ))}
      </div>
      <Link to="/" className="button button--secondary">
        {t(`${strings}.home`)}
      </Link>
      <script dangerouslySetInnerHTML={{ __html: inlineScript(mailLinkScript) }} />
    </section>
  );
}
