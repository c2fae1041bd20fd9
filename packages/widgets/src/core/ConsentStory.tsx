// Storybook only: a widget whose page configuration asks for a required consent box, inside the
// story's own provider (the toolbar's language and theme, the story's data), which it extends (the
// forms' consent stories share it).
import { useMemo, type ComponentType, type ReactNode } from "react";
import { WidgetsProvider, useWidgetsContext } from "./WidgetsProvider";

/** The privacy page the consent stories link to. */
export const STORY_PRIVACY_URL = "https://www.example.com/privacy";

/** A story's `render`: `Widget` with `args`, its consent box required. */
export function renderWithRequiredConsent<Args extends object>(Widget: ComponentType<Args>) {
  return function RequiredConsentStory(args: Args) {
    return (
      <RequiredConsent>
        <Widget {...args} />
      </RequiredConsent>
    );
  };
}

/** Its children inside the story's provider, extended with a required consent box. */
export function RequiredConsent({ children }: { children: ReactNode }) {
  const story = useWidgetsContext();
  const config = useMemo(
    () => ({ ...story.config, consent: { privacyUrl: STORY_PRIVACY_URL, required: true } }),
    [story.config],
  );
  return (
    <WidgetsProvider lang={story.lang} fetch={story.fetch} config={config}>
      {children}
    </WidgetsProvider>
  );
}
