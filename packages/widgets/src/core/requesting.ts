import type { WidgetDefinition } from "./WidgetRoot";
import { resolveConfig } from "./config";
import { createHttp } from "./http";

/**
 * A widget that calls an endpoint: its definition with the configuration resolver and the one HTTP
 * client in `uses` (widgets that make no request leave both out of their embed code).
 */
export function requestingWidget<Props>(
  definition: Omit<WidgetDefinition<Props>, "uses">,
): WidgetDefinition<Props> {
  return { ...definition, uses: { resolveConfig, createHttp } };
}
