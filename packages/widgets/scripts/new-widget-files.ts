// The files of a new widget's folder (scripts/new-widget.ts): the smallest widget in the library's
// shape, each file as the existing widgets write it (see kpi-counters/ and pricing-table/): its
// stories (the component, and the element from its args) and its "Embed & API" Docs page too.

/** The identifiers a tag gives: `demo-widget` → DemoWidget, demoWidgetApi... */
export function widgetNames(tag: string) {
  const words = tag.split("-");
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
  const camel = pascal[0]!.toLowerCase() + pascal.slice(1);
  const title = words.join(" ").replace(/^./, (letter) => letter.toUpperCase());
  return {
    pascal,
    camel,
    title,
    api: `${camel}Api`,
    catalogs: `${camel}Catalogs`,
    styles: `${camel}Styles`,
    define: `define${pascal}`,
  };
}

/** Path in src/<tag>/ → contents. */
export function widgetFiles(tag: string): Record<string, string> {
  const n = widgetNames(tag);
  // Words to replace: the French heading starts as the tag's words too.
  const en = { title: n.title, text: "Replace this line with what the widget says." };
  const fr = { title: n.title, text: "Remplacez cette ligne par ce que dit le widget." };
  return {
    [`${tag}.api.ts`]: `import { declareWidget } from "../core/declaration";
import { languageAndTheme } from "../core/attributes";
import { ${n.catalogs} } from "./catalogs";
import { ${n.styles} } from "./styles";

// <${tag}>'s API, declared once (core/declaration.ts): the element, the React props, the
// configuration layer, the manifest and the docs, and the loader's reserved height and fallback
// derive from it and from the JSDoc above it.

/**
 * <${tag}>: a heading and one line of text, in the page's language.
 *
 * @csspart container - the widget's outer box
 * @csspart title - the heading
 * @cssprop --mw-color-primary - colour of the heading
 */
export const ${n.api} = declareWidget({
  tag: "${tag}",
  catalogs: ${n.catalogs},
  styles: ${n.styles},
  attributes: {
    ...languageAndTheme,
  },
  reserve: [120, 100, 100],
  // Server-rendered, it loads its code on the visitor's first intent ("idle", "part-near": core/declaration.ts).
  wake: "intent",
});
`,
    [`${n.pascal}.tsx`]: `import type { DeclaredElement, WidgetEventMap } from "../core/element";
import type { DeclaredProps } from "../core/declaration";
import { ${n.api} } from "./${tag}.api";
import { useId } from "react";
import { Widget, useWidget } from "../core/WidgetRoot";

/** The element's attributes as props (its declaration, ${tag}.api.ts). */
export type ${n.pascal}Props = DeclaredProps<typeof ${n.api}>;

export function ${n.pascal}(props: ${n.pascal}Props) {
  return <Widget declaration={${n.api}} props={props} body={Body} />;
}

function Body() {
  const { t } = useWidget();
  const id = useId();
  return (
    <section className="mw-${tag}" part="container" aria-labelledby={\`\${id}-title\`}>
      <h2 className="mw-${tag}__title" id={\`\${id}-title\`} part="title">
        {t("title")}
      </h2>
      <p className="mw-${tag}__text">{t("text")}</p>
    </section>
  );
}

/** \`document.querySelector("${tag}")\` in TypeScript: its attributes as properties, typed events. */
export type ${n.pascal}Element = DeclaredElement<typeof ${n.api}, ${n.pascal}Props>;
/** The element's events: name → \`CustomEvent\` whose \`detail\` is the callback's argument. */
export type ${n.pascal}EventMap = WidgetEventMap<${n.pascal}Props>;
`,
    [`${tag}.element.ts`]: `// The element's file: the entry of its npm subpath (\`@marketing/widgets/${tag}\`), its
// embed script and widgets.js's chunk for its tag, which calls \`define\` itself after the warm-up
// steps (src/embed/warm.tsx, from \`declaration\`). Its types are at the end of the component's file.
import { ${n.pascal}, type ${n.pascal}Element } from "./${n.pascal}";
import { ${n.api} } from "./${tag}.api";
import { widgetModule } from "../core/element";
export { type ${n.pascal}Element, type ${n.pascal}EventMap } from "./${n.pascal}";

export { ${n.api} as declaration };
export const define = widgetModule(${n.api}, ${n.pascal});
export { define as ${n.define} };

declare global {
  interface HTMLElementTagNameMap {
    "${tag}": ${n.pascal}Element;
  }
}
`,
    "styles.ts": `export const ${n.styles} = \`
.mw-${tag} { display: grid; gap: var(--mw-space-2, 8px); }
.mw-${tag}__title { margin: 0; color: var(--mw-color-primary, #1d4ed8); font-size: 24px; line-height: 1.25; }
.mw-${tag}__text { margin: 0; }
\`;
`,
    "catalogs.ts": `import en from "./locales/en.json";
import fr from "./locales/fr.json";

export const ${n.catalogs} = { en, fr };
`,
    "locales/en.json": `${JSON.stringify(en, null, 2)}\n`,
    "locales/fr.json": `${JSON.stringify(fr, null, 2)}\n`,
    [`${n.pascal}.stories.tsx`]: `import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ${n.pascal} } from "./${n.pascal}";
import { ${n.catalogs} } from "./catalogs";
import { ${n.api} } from "./${tag}.api";
import { elementStory } from "../core/ElementStory";
// The custom element story renders <${tag}>, registered from source on import like the embed script.
import "./${tag}.element";

// Each story renders in the toolbar's language and theme (.storybook/preview.tsx); its controls are
// the component's props, \`lang\` and \`theme\` as drop-downs over the toolbar's.
const meta = {
  title: "Widgets/${n.title}",
  component: ${n.pascal},
  tags: ["autodocs"],
} satisfies Meta<typeof ${n.pascal}>;

export default meta;
type Story = StoryObj<typeof meta>;

const strings = (locale: unknown) => ${n.catalogs}[locale === "fr" ? "fr" : "en"];

/** Its heading and line in the toolbar's language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: t.title })).toBeVisible();
    await expect(canvas.getByRole("region", { name: t.title })).toHaveTextContent(t.text);
  },
};

/**
 * The custom element a marketer embeds: \`<${tag} lang="fr"></${tag}>\`, its args as its attributes
 * (its controls are the element's attributes only).
 */
export const CustomElement: Story = {
  ...elementStory(${n.api}),
  play: async ({ canvasElement, globals }) => {
    const t = strings(globals.locale);
    const host = canvasElement.querySelector("${tag}")!;
    await waitFor(() => expect(host.shadowRoot?.querySelector("h2")).not.toBeNull());
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    await expect(shadow.getByRole("heading", { name: t.title })).toBeVisible();
  },
};
`,
    [`${n.pascal}.mdx`]: `import { Meta, Title, Primary, Controls } from "@storybook/addon-docs/blocks";
import * as ${n.pascal}Stories from "./${n.pascal}.stories";

<Meta of={${n.pascal}Stories} name="Embed & API" />

<Title />

A heading and one line of text, in the page's language.

Every state is on the **Docs** page and in the sidebar; switch the language and the theme from the
toolbar and the width from the viewport menu: every story follows them.

<Primary />

## In a React app

\`\`\`tsx
import { ${n.pascal}, WidgetsProvider } from "@marketing/widgets";

<WidgetsProvider lang="fr">
  <${n.pascal} />
</WidgetsProvider>;
\`\`\`

Props (try them on the story above):

<Controls />

<ElementApi tag="${tag}" />
`,
    [`${n.pascal}.test.tsx`]: `import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WidgetsProvider } from "../core/WidgetsProvider";
import { ${n.pascal} } from "./${n.pascal}";

describe("${n.pascal}", () => {
  it("shows its heading and line in English", () => {
    render(<${n.pascal} lang="en" />);
    const region = screen.getByRole("region", { name: ${JSON.stringify(en.title)} });
    expect(screen.getByRole("heading", { level: 2, name: ${JSON.stringify(en.title)} })).toBeVisible();
    expect(region).toHaveTextContent(${JSON.stringify(en.text)});
  });

  it("speaks French when the page's configuration says so", () => {
    render(
      <WidgetsProvider lang="fr">
        <${n.pascal} />
      </WidgetsProvider>,
    );
    expect(screen.getByRole("region", { name: ${JSON.stringify(fr.title)} })).toHaveTextContent(
      ${JSON.stringify(fr.text)},
    );
  });
});
`,
    [`${tag}.element.test.ts`]: `import { act } from "@testing-library/react";
import { within } from "@testing-library/dom";
import { afterEach, describe, expect, it } from "vitest";
import { ${n.define} } from "./${tag}.element";

const TAG = "test-${tag}";
${n.define}(TAG);

async function mount(attributes: Record<string, string>) {
  const element = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return { element, root: element.shadowRoot! };
}

describe("<${tag}>", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("renders in an open shadow root with its styles and the language of its attribute", async () => {
    const { root } = await mount({ lang: "fr" });
    const shadow = within(root as unknown as HTMLElement);

    expect(root.querySelector("style")?.textContent).toContain(".mw-${tag}__title");
    expect(root.querySelector(".mw-root")?.getAttribute("lang")).toBe("fr");
    expect(shadow.getByRole("heading", { level: 2, name: ${JSON.stringify(fr.title)} })).toBeDefined();
    expect(shadow.getByText(${JSON.stringify(fr.text)})).toBeDefined();
  });

  it("follows its lang attribute when it changes", async () => {
    const { element, root } = await mount({ lang: "fr" });
    await act(async () => element.setAttribute("lang", "en"));
    expect(within(root as unknown as HTMLElement).getByText(${JSON.stringify(en.text)})).toBeDefined();
  });
});
`,
  };
}
