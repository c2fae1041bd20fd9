import type { Preview } from "@storybook/react-vite";
// Stories import the widgets from source, so the provider here is the one the widgets read.
import { WidgetsProvider, type Language } from "../packages/widgets/src/index";

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Language of every widget",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "fr", title: "Français" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: "en",
    viewport: { value: undefined, isRotated: false },
  },
  parameters: {
    layout: "padded",
    a11y: { test: "error" },
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
    (Story, context) => (
      <WidgetsProvider lang={context.globals.locale as Language}>
        <Story />
      </WidgetsProvider>
    ),
  ],
};

export default preview;
