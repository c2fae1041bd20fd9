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
import { previewAttributes } from "./preview";
import { languageControl, type Control, type WidgetBlock } from "./widgets";

type Attributes = Record<string, unknown>;

function renderControl(control: Control, props: BlockEditProps<Attributes>) {
  const { attributes, setAttributes } = props;
  const value = attributes[control.attribute];
  const set = (next: unknown) =>
    setAttributes({ [control.attribute]: next === "" || next === null ? undefined : next });
  switch (control.kind) {
    case "toggle":
      return h(ToggleControl, {
        key: control.attribute,
        label: control.label,
        checked: value === true,
        onChange: (checked: boolean) => set(checked),
        __nextHasNoMarginBottom: true,
      });
    case "text":
      return h(TextControl, {
        key: control.attribute,
        label: control.label,
        help: control.help,
        value: typeof value === "string" ? value : "",
        onChange: (text: string) => set(text.trim()),
        __nextHasNoMarginBottom: true,
      });
    case "select":
      return h(SelectControl, {
        key: control.attribute,
        label: control.label,
        value: typeof value === "string" ? value : "",
        options: control.options,
        onChange: (choice: string) => set(choice),
        __nextHasNoMarginBottom: true,
      });
    case "number":
      return h(RangeControl, {
        key: control.attribute,
        label: control.label,
        value: typeof value === "number" ? value : undefined,
        min: control.min,
        max: control.max,
        step: control.step ?? 1,
        allowReset: true,
        onChange: (next?: number) => set(next),
        __nextHasNoMarginBottom: true,
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
    const controls = [languageControl(), ...widget.controls()];
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
      h("div", blockProps, h(widget.tag, previewAttributes(props.attributes))),
    );
  };
}
