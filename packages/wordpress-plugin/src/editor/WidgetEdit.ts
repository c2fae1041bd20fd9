import { InspectorControls, useBlockProps } from "@wordpress/block-editor";
import type { BlockEditProps } from "@wordpress/blocks";
import {
  PanelBody,
  RangeControl,
  SelectControl,
  TextControl,
  ToggleControl,
} from "@wordpress/components";
// React itself is the editor page's `window.React` (the script handle `react`), which wp.element wraps.
import { createElement as h, Fragment } from "react";
import { __ } from "@wordpress/i18n";
import { previewAttributes, previewSlots } from "./preview";
import { languageControl, themeControl, type Control, type WidgetBlock } from "./widgets";

type Attributes = Record<string, unknown>;

function renderControl(control: Control, props: BlockEditProps<Attributes>) {
  const { attributes, setAttributes } = props;
  const value = attributes[control.attribute];
  const set = (next: unknown) =>
    setAttributes({ [control.attribute]: next === "" || next === null ? undefined : next });
  // What every control takes.
  const common = { key: control.attribute, label: control.label, __nextHasNoMarginBottom: true };
  const textValue = typeof value === "string" ? value : "";
  switch (control.kind) {
    case "toggle":
      return h(ToggleControl, {
        ...common,
        checked: value === true,
        onChange: (checked: boolean) => set(checked),
      });
    case "text":
      return h(TextControl, {
        ...common,
        help: control.help,
        value: textValue,
        // Kept as typed (a space between words included); the server trims what it prints.
        onChange: (text: string) => set(text.trim() === "" ? "" : text),
      });
    case "select":
      return h(SelectControl, {
        ...common,
        value: textValue,
        options: control.options,
        onChange: (choice: string) => set(choice),
      });
    case "number":
      return h(RangeControl, {
        ...common,
        value: typeof value === "number" ? value : undefined,
        min: control.min,
        max: control.max,
        step: control.step ?? 1,
        allowReset: true,
        onChange: (next?: number) => set(next),
      });
  }
}

/**
 * The block in the editor: its controls in the sidebar and the real element as a live preview
 * (the embed script is loaded in the editor too, with the same page configuration).
 */
export function createWidgetEdit(widget: WidgetBlock) {
  return function WidgetEdit(props: BlockEditProps<Attributes>) {
    const blockProps = useBlockProps({ className: "marketing-widgets-preview" });
    const controls = [languageControl(), themeControl(), ...widget.controls()];
    return h(
      Fragment,
      null,
      h(
        InspectorControls,
        null,
        h(
          PanelBody,
          { title: __("Widget settings", "marketing-widgets") },
          controls.map((control) => renderControl(control, props)),
        ),
      ),
      h(
        "div",
        blockProps,
        h(
          widget.tag,
          previewAttributes(props.attributes),
          previewSlots(props.attributes).map(([slot, words]) =>
            h("span", { key: slot, slot }, words),
          ),
        ),
      ),
    );
  };
}
