// Each configuration key that has a build variable (@marketing/contracts, config-keys.ts) is read
// from it, and the variable is listed with the others the site reads.
import { describe, expect, it } from "vitest";
import { CONFIG_KEY_NAMES, describeConfigKey, sampleConfigValue } from "@marketing/contracts";
import { SITE_ENV_VARS, configFromEnv } from "./config";

const withEnv = CONFIG_KEY_NAMES.filter((key) => describeConfigKey(key).env);

describe("the site's build variables and the configuration keys", () => {
  it.each(withEnv)("%s: read from its variable", (key) => {
    const variable = describeConfigKey(key).env!;
    expect(SITE_ENV_VARS).toContain(variable);
    const value = sampleConfigValue(key);
    const config = configFromEnv({ [variable]: Array.isArray(value) ? value.join(",") : value });
    expect(config[key]).toEqual(value);
  });

  it("names no other service variable", () => {
    const named = new Set<string>(withEnv.map((key) => describeConfigKey(key).env!));
    const others = ["VITE_SITE_URL", "VITE_SERVICES_URL", "VITE_LOCAL_SERVICES"];
    expect(SITE_ENV_VARS.filter((name) => !named.has(name) && !others.includes(name))).toEqual([]);
  });
});
