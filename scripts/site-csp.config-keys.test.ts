// The site's CSP allows every configured origin a widget loads from, posts to or frames: each
// configuration key that names a `csp` directive (@marketing/contracts, config-keys.ts).
import { describe, expect, it } from "vitest";
import { defaultConfig, type WidgetConfig } from "@marketing/widgets";
import {
  CONFIG_KEY_NAMES,
  describeConfigKey,
  sampleConfigValue,
  sampleOrigin,
} from "@marketing/contracts";
import { policySources } from "./site-csp";

const withCsp = CONFIG_KEY_NAMES.filter((key) => describeConfigKey(key).csp);

describe("the site's CSP and the configuration keys", () => {
  it.each(withCsp)("%s: its origin is in the directive its descriptor names", (key) => {
    const config = { ...defaultConfig, [key]: sampleConfigValue(key) } as WidgetConfig;
    const directive = describeConfigKey(key).csp!;
    expect(policySources(config)[directive]).toContain(sampleOrigin(key));
  });
});
