// The Controls panel as a designer reads it: every control changes what the story shows. The
// widgets' props come from their declarations (react-docgen-typescript); here, for every widget,
// the props a designer cannot see the effect of are left out, and those with a fixed set of
// values are drop-downs.
import type { ArgTypesEnhancer } from "storybook/internal/types";
import { CONFIG_KEYS, type ConfigKey } from "@marketing/contracts";
import { SUPPORTED_LANGUAGES } from "@marketing/widgets";
import { WIDGET_DECLARATIONS } from "@marketing/widgets/tags";

/**
 * Left out of every story's controls (and its Docs page's props table): the API's address, which
 * only changes where a request goes (each story's services are its handlers), and the attributes'
 * old spellings, deprecated. The element reference on each "Embed & API" page lists them all.
 */
export const HIDDEN_CONTROLS: readonly string[] = [
  "api",
  ...WIDGET_DECLARATIONS.flatMap((declaration) =>
    Object.values(declaration.attributes).flatMap((attribute) =>
      "renamedFrom" in attribute ? [String(attribute.renamedFrom)] : [],
    ),
  ),
];

/** The values of a prop that takes one of a few: the language, and each choice key (theme...). */
function choicesOf(name: string): readonly string[] | undefined {
  if (name === "lang") return SUPPORTED_LANGUAGES;
  const rules = CONFIG_KEYS[name as ConfigKey] as { choices?: readonly string[] } | undefined;
  return rules?.choices;
}

/** A drop-down of its values for each prop that has a few (unset: the toolbar's or the default). */
export const choiceControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const options = choicesOf(name);
      return [name, options ? { ...argType, options, control: { type: "select" } } : argType];
    }),
  );
// After react-docgen-typescript's argument types, before Storybook infers the other controls.
choiceControls.secondPass = true;
