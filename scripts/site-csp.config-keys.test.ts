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
  it.each(withCsp)("%s: its origin is in each directive its descriptor names", (key) => {
    const config = { ...defaultConfig, [key]: sampleConfigValue(key) } as WidgetConfig;
    const sources = policySources(config);
    for (const directive of [describeConfigKey(key).csp!].flat())
      expect(sources[directive], directive).toContain(sampleOrigin(key));
  });

  it("lets a page read, show pictures from and post forms to the api's origin; the default /api is the page's own", () => {
    const sources = policySources({ ...defaultConfig, api: "https://api.example.com/api" });
    expect(sources.connect).toContain("https://api.example.com");
    expect(sources.img).toContain("https://api.example.com");
    expect(sources.form).toEqual(["'self'", "https://api.example.com"]);
    const own = policySources(defaultConfig);
    expect(own.connect).toEqual(["'self'"]);
    expect(own.form).toEqual(["'self'"]);
  });
});
