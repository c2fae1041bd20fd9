// Where a moderation mail's approve and delete links lead (/comments/moderate?token=…, French
// under /fr): one button, which approves or deletes the comment the link's token names
// (components/MailLinkPage.tsx). Never indexed, in no navigation.
import { MODERATION_OUTCOMES, apiUrl } from "@marketing/contracts";
import type { Route } from "./+types/comments-moderate";
import { MailLinkPage } from "../components/MailLinkPage";
import { widgetConfig } from "../config";
import { siteT } from "../i18n/i18n";
import { languageOfPath } from "../i18n/paths";
import { useSiteTranslation } from "../i18n/SiteLanguage";
import { fullTitle } from "../seo/meta";

export function meta({ location }: Route.MetaArgs) {
  const t = siteT(languageOfPath(location.pathname), "comments");
  return [{ title: fullTitle(t("moderate.metaTitle")) }, { name: "robots", content: "noindex" }];
}

export default function CommentsModerate() {
  const { t } = useSiteTranslation("comments");
  // What the link will do, and the comment it names (its author and text, read from the
  // comments sheet through the API), filled in by the script: held comments are in that sheet.
  const preview = (
    <div className="mail-link__preview" data-preview="" hidden>
      {(["approve", "delete"] as const).map((action) => (
        <p key={action} className="lead" data-action={action} hidden>
          {t(`moderate.${action}Lead`)}
        </p>
      ))}
      <blockquote className="mail-link__comment" data-comment="" hidden>
        <p>
          <strong data-comment-name="" />
        </p>
        <p data-comment-message="" />
      </blockquote>
    </div>
  );
  return (
    <MailLinkPage
      page="moderation"
      strings="moderate"
      path="/comments/moderate"
      endpoint={apiUrl(widgetConfig.api, "moderation", {})}
      outcomes={MODERATION_OUTCOMES}
      preview={preview}
      data={{
        "data-sheet": apiUrl(widgetConfig.api, "sheet", { sheet: "comments" }),
        "data-approve-label": t("moderate.approveButton"),
        "data-delete-label": t("moderate.deleteButton"),
      }}
    />
  );
}
