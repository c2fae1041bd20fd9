// Where a reply notice's stop link leads (/comments/stop-replies?token=…, French under /fr): one
// button, after which that address gets no more reply notices (components/MailLinkPage.tsx).
// Never indexed, in no navigation.
import { STOP_REPLIES_OUTCOMES, apiUrl } from "@marketing/contracts";
import type { Route } from "./+types/comments-stop-replies";
import { MailLinkPage } from "../components/MailLinkPage";
import { widgetConfig } from "../config";
import { siteT } from "../i18n/i18n";
import { languageOfPath } from "../i18n/paths";
import { fullTitle } from "../seo/meta";

export function meta({ location }: Route.MetaArgs) {
  const t = siteT(languageOfPath(location.pathname), "comments");
  return [{ title: fullTitle(t("stopReplies.metaTitle")) }, { name: "robots", content: "noindex" }];
}

export default function CommentsStopReplies() {
  return (
    <MailLinkPage
      page="stop-replies"
      strings="stopReplies"
      path="/comments/stop-replies"
      endpoint={apiUrl(widgetConfig.api, "stopReplies", {})}
      outcomes={STOP_REPLIES_OUTCOMES}
    />
  );
}
