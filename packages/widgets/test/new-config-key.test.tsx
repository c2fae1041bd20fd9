// A configuration key added to a widget's declaration reaches its React
// props, its element's attribute, the manifest, the docs and the WordPress settings, from that one
// line (the key itself described once in @marketing/contracts, config-keys.ts).
import { act } from "@testing-library/react";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CONFIG_KEY_USES, wordpressSettingFields } from "@marketing/contracts";
import { configLayer, declareWidget, type DeclaredProps } from "../src/core/declaration";
import { widgetModule } from "../src/core/element";
import { analyzeSources, renderElementReference } from "../scripts/custom-elements-manifest";

// The throwaway widget's declaration file, as it would be written: the key is its last attribute.
const API_SOURCE = `
/**
 * <throwaway-widget>: a widget for this test.
 *
 * @csspart container - the box
 */
export const throwawayWidgetApi = declareWidget({
  tag: "throwaway-widget",
  catalogs: { en: {}, fr: {} },
  styles: "",
  attributes: {
    /** en or fr. */
    lang: {},
    /** Where its call to action leads. */
    contactUrl: { config: true, renamedFrom: "href" },
  },
  reserve: [10, 10, 10],
  wake: "intent",
});
`;
const throwawayWidgetApi = declareWidget({
  tag: "throwaway-widget",
  catalogs: { en: {}, fr: {} },
  styles: "",
  attributes: { lang: {}, contactUrl: { config: true, renamedFrom: "href" } },
  reserve: [10, 10, 10],
  wake: "intent",
});

type Props = DeclaredProps<typeof throwawayWidgetApi>;
const received: Props[] = [];
function Throwaway(props: Props) {
  received.push(props);
  return null;
}

describe("a configuration key added to a widget's declaration", () => {
  it("is a React prop, named like the key, its old spelling deprecated", () => {
    expectTypeOf<Props>().toEqualTypeOf<
      { lang?: string; contactUrl?: string } & { href?: string }
    >();
    expect(configLayer(throwawayWidgetApi)({ contactUrl: "/talk" })).toEqual({
      contactUrl: "/talk",
    });
    expect(configLayer(throwawayWidgetApi)({ href: "/old" })).toEqual({ contactUrl: "/old" });
  });

  it("is the element's attribute, spelled in kebab case", async () => {
    widgetModule(throwawayWidgetApi, Throwaway)("throwaway-widget");
    const element = document.createElement("throwaway-widget");
    element.setAttribute("contact-url", "https://example.com/talk");
    await act(async () => document.body.append(element));
    expect(received.at(-1)).toMatchObject({ contactUrl: "https://example.com/talk" });
    expect((element as HTMLElement & Props).contactUrl).toBe("https://example.com/talk");
    element.remove();
  });

  it("is in the manifest and the docs", () => {
    const manifest = analyzeSources({
      "src/throwaway-widget/throwaway-widget.api.ts": API_SOURCE,
    });
    const attributes = manifest.modules[0]!.declarations[0]!.attributes;
    expect(attributes).toContainEqual(
      expect.objectContaining({
        name: "contact-url",
        fieldName: "contactUrl",
        description: "Where its call to action leads.",
      }),
    );
    expect(attributes).toContainEqual(
      expect.objectContaining({ name: "href", deprecated: "Use contact-url." }),
    );
    const docs = renderElementReference(manifest);
    expect(docs).toContain("| `contact-url` | string | Where its call to action leads. |");
  });

  it("is a WordPress setting, with its label in both languages", () => {
    // The plugin's build writes the settings page from these fields (its scripts/config-keys-php.ts;
    // its config-keys.test.ts runs that PHP with a key added to them).
    const fields = new Map(wordpressSettingFields());
    expect(fields.get("contactUrl")).toMatchObject({
      kind: "link",
      label: CONFIG_KEY_USES.contactUrl.label,
      fr: { label: "Page de contact" },
    });
  });
});
