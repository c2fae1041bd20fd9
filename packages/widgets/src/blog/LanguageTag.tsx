import type { PostLanguage } from "@marketing/contracts";
import { useWidget } from "../core/WidgetRoot";

/**
 * A post's language shown beside it where it differs from the widget's: "EN" or "FR"
 * to the eye, "In English" / "En anglais" (the interface's language) to screen readers.
 */
export function LanguageTag({ language }: { language: PostLanguage }) {
  const { t } = useWidget();
  return (
    <span className="mw-lang-tag" part="language-tag">
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="mw-visually-hidden">{t(`language.${language}`)}</span>
    </span>
  );
}

/** Both blog widgets' styles for the tag. */
export const languageTagStyles = `
.mw-lang-tag {
  display: inline-block; margin-inline-start: var(--mw-space-2, 8px); padding: 0 6px;
  border: 1px solid currentColor; border-radius: 4px; vertical-align: 0.1em;
  font-size: 12px; font-weight: 600; line-height: 1.5; letter-spacing: 0.04em;
  color: var(--mw-color-muted, #4b5563);
}
`;
