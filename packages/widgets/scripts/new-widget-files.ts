// The files of a new widget's folder (scripts/new-widget.ts): the smallest widget in the library's
// shape, each file as the existing widgets write it (see kpi-counters/ and pricing-table/).

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
    definition: `${camel}Definition`,
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
  attributes: {
    /** en or fr; defaults to the page's language detection. */
    lang: {},
    /** light (default), dark, or auto (the page's \`dark\`/\`light\` class or \`data-theme\` on html or body, else the system setting); defaults to the page configuration. */
    theme: {},
  },
  reserve: [120, 100, 100],
});
`,
    [`${n.pascal}.tsx`]: `import type { DeclaredProps } from "../core/declaration";
import type { ${n.api} } from "./${tag}.api";
import { useId } from "react";
import { Widget, useWidget, type WidgetDefinition } from "../core/WidgetRoot";
import { ${n.catalogs} } from "./catalogs";
import { ${n.styles} } from "./styles";

/** The element's attributes as props (its declaration, ${tag}.api.ts). */
export type ${n.pascal}Props = DeclaredProps<typeof ${n.api}>;

/** The widget's definition; its element file also hands it to the loader's warm-up steps. */
export const ${n.definition}: WidgetDefinition<${n.pascal}Props> = {
  name: "${tag}",
  catalogs: ${n.catalogs},
  styles: ${n.styles},
};

export function ${n.pascal}(props: ${n.pascal}Props) {
  return <Widget definition={${n.definition}} props={props} body={Body} />;
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
`,
    [`${tag}.element.ts`]: `import { ${n.pascal}, ${n.definition} } from "./${n.pascal}";
import { ${n.api} } from "./${tag}.api";
import { widgetModule, type ElementOf } from "../core/element";

export const ${n.define} = widgetModule(${n.api}, ${n.pascal});

/** \`document.querySelector("${tag}")\` in TypeScript: its attributes as properties. */
export type ${n.pascal}Element = ElementOf<typeof ${n.define}>;

declare global {
  interface HTMLElementTagNameMap {
    "${tag}": ${n.pascal}Element;
  }
}

// This file is the entry of \`@marketing/widgets/${tag}\`, dist/embed/${tag}.js and widgets.js's
// chunk for <${tag}> (which calls \`define\` itself, after the warm-up steps).
export { ${n.define} as define };
/** What the embed layer warms up before defining the element (src/embed/warm.tsx). */
export { ${n.definition} as definition };
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
import { expect, within } from "storybook/test";
import { ${n.pascal} } from "./${n.pascal}";
import { ${n.catalogs} } from "./catalogs";

const meta = {
  title: "Widgets/${n.title}",
  component: ${n.pascal},
  tags: ["autodocs"],
} satisfies Meta<typeof ${n.pascal}>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its heading and line in the toolbar's language. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = ${n.catalogs}[globals.locale === "fr" ? "fr" : "en"];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: t.title })).toBeVisible();
    await expect(canvas.getByRole("region", { name: t.title })).toHaveTextContent(t.text);
  },
};
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
