// @wordpress/block-editor publishes no top-level types: the two parts the editor uses.
declare module "@wordpress/block-editor" {
  import type { ComponentType, ReactNode } from "react";
  export const InspectorControls: ComponentType<{ children?: ReactNode }>;
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
}
