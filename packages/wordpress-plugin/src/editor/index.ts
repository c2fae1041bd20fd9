// The block editor side of the seven blocks. Title, icon, attributes and the rest come from each
// blocks/<tag>/block.json, which WordPress registers on the server and hands to the editor.
import { registerBlockType, type BlockConfiguration } from "@wordpress/blocks";
import { createWidgetEdit } from "./WidgetEdit";
import { WIDGET_BLOCKS } from "./widgets";

for (const widget of WIDGET_BLOCKS) {
  const settings = { edit: createWidgetEdit(widget), save: () => null };
  registerBlockType(
    `marketing-widgets/${widget.tag}`,
    settings as unknown as BlockConfiguration<Record<string, unknown>>,
  );
}
