import type { Preview, StoryContext } from "@storybook/react-vite";
import { initialize } from "msw-storybook-addon";
import { configure } from "storybook/test";
// Storybook resolves workspace packages to source (the `source` condition), so the provider here is
// the one the stories' widgets read.
import { WidgetsProvider, type Language } from "@marketing/widgets";
import { WAIT_FOR_MS } from "@marketing/widgets/testing";
import { localCalendar, serviceHandlers } from "@marketing/local-services/msw";
import { afterEach as axeCheck } from "@storybook/addon-a11y/preview";
import { ElementApi } from "./blocks/ElementApi";
import { choiceControls, HIDDEN_CONTROLS } from "./controls";
import { storyFetch, workerLoader } from "./storyData";
import { paintPreview, withDarkWidgets } from "./theme";

// The local services answer inside the browser; nothing a story does may reach the internet.
initialize({
  quiet: true,
  // Beside the preview's page (Vite's base: "/" in dev and tests, "./" in the static build), so the
  // static Storybook works under a path too (`npm start` serves it at /storybook/).
  serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).origin !== globalThis.location.origin) print.error();
  },
});

// A story's data comes through the service worker and, in the story tests, from modules Vite
// transforms on their first use (the sheet's parser, the language detector): every play
// function's findBy/waitFor waits as long as the unit tests' do.
configure({ asyncUtilTimeout: WAIT_FOR_MS });

/**
 * One configuration object per theme, so a re-render does not re-resolve every widget's config;
 * each lets the calendar provider's stand-in (answered by MSW) load, as a page lists its provider.
 */
const STAND_IN = { allowedScriptOrigins: [localCalendar.origin] };
const THEME_CONFIG = {
  light: { theme: "light", ...STAND_IN },
  dark: { theme: "dark", ...STAND_IN },
  auto: { theme: "auto", ...STAND_IN },
} as const;

/**
 * The values of the args a story's widgets read only as they mount: its `initial…` args, and those
 * its `parameters.readOnMount` names (the pricing table's `billing`).
 */
function mountArgsKey({ args, parameters }: StoryContext): string {
  const named = (parameters.readOnMount as string[] | undefined) ?? [];
  return JSON.stringify(
    Object.entries(args).filter(([name]) => /^initial[A-Z]/.test(name) || named.includes(name)),
  );
}

/** A global the preview's toolbar sets from a menu: its values and their labels. */
function toolbarGlobal(
  description: string,
  title: string,
  icon: "globe" | "contrast",
  items: Record<string, string>,
) {
  return {
    description,
    toolbar: {
      title,
      icon,
      items: Object.entries(items).map(([value, label]) => ({ value, title: label })),
      dynamicTitle: true,
    },
  };
}

const preview: Preview = {
  globalTypes: {
    locale: toolbarGlobal("Language of every widget", "Language", "globe", {
      en: "English",
      fr: "Français",
    }),
    theme: toolbarGlobal("Theme of every widget and of the preview's page", "Theme", "contrast", {
      light: "Light",
      dark: "Dark",
      auto: "Auto (system setting)",
    }),
    axeInDark: {
      description: "Story tests: run each story's axe check again with its widgets in dark",
    },
  },
  initialGlobals: {
    locale: "en",
    theme: "light",
    viewport: { value: undefined, isRotated: false },
  },
  // No story starts from another's data: each has its own fetch (storyData.ts), and the sheets read
  // through it are its own, kept across its re-renders (a toolbar switch, a control change).
  loaders: [workerLoader],
  argTypesEnhancers: [choiceControls],
  // The test projects (vitest.config.ts) check every story in both themes at the cost of one more
  // axe run: the rendered state (after its play function) repainted dark through the attribute the
  // widgets' CSS reads, rather than a second render and play.
  afterEach: async (context) => {
    if (!context.globals.axeInDark || context.globals.theme !== "light") return;
    await withDarkWidgets(() => axeCheck(context));
  },
  parameters: {
    layout: "padded",
    options: { storySort: { order: ["Introduction", "Widgets"] } },
    a11y: { test: "error" },
    controls: { exclude: HIDDEN_CONTROLS },
    // MDX pages use <ElementApi> without importing it from this folder.
    docs: { components: { ElementApi } },
    // Keyed by service: a story overrides one key, e.g. `{ handlers: { sheets: sheetsError(500) } }`.
    msw: { handlers: serviceHandlers },
    viewport: {
      options: {
        phone: { name: "Phone (375)", styles: { width: "375px", height: "740px" }, type: "mobile" },
        tablet: {
          name: "Tablet (768)",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop (1280)",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const theme = paintPreview(context.globals.theme);
      return (
        <WidgetsProvider
          // A prop read once, as its widget mounts (`initialStatus`...): a new value remounts it.
          key={mountArgsKey(context)}
          lang={context.globals.locale as Language}
          config={THEME_CONFIG[theme]}
          fetch={storyFetch(context.id, context.parameters)}
        >
          <Story />
        </WidgetsProvider>
      );
    },
  ],
};

export default preview;
