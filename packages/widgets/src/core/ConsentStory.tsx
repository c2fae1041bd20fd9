// Storybook only: a widget inside a provider whose configuration asks for a required consent box,
// in the toolbar's language and theme (the forms' consent stories share it).
import type { ComponentType } from "react";
import { WidgetsProvider } from "./WidgetsProvider";
import type { ThemeSetting } from "./theme";

/** The privacy page the consent stories link to. */
export const STORY_PRIVACY_URL = "https://www.example.com/privacy";

/** A story's `render`: `Widget` with `args`, its consent box required. */
export function renderWithRequiredConsent<Args extends object>(Widget: ComponentType<Args>) {
  return function RequiredConsent(args: Args, { globals }: { globals: Record<string, unknown> }) {
    return (
      <WidgetsProvider
        lang={globals.locale === "fr" ? "fr" : "en"}
        config={{
          theme: (globals.theme as ThemeSetting | undefined) ?? "light",
          consent: { privacyUrl: STORY_PRIVACY_URL, required: true },
        }}
      >
        <Widget {...args} />
      </WidgetsProvider>
    );
  };
}
