import { CONFIG_KEYS, type ConfigKey } from "./config-keys";

/**
 * A value of the right kind for a key, on its own host (`https://<key>.example.com`), for tests
 * that check a reader (the site's environment, its CSP, WordPress) carries every key.
 */
export function sampleConfigValue(key: ConfigKey): string | string[] {
  const rules: { kind: string; choices?: readonly string[]; placeholder?: string } =
    CONFIG_KEYS[key];
  const url = `https://${key.toLowerCase()}.example.com/path${rules.placeholder ?? ""}`;
  switch (rules.kind) {
    case "urls":
      return [url];
    case "origins":
      return [`https://${key.toLowerCase()}.example.com`];
    case "token":
      return `sample_${key}`;
    case "email":
      return `${key.toLowerCase()}@example.com`;
    case "choice":
      return rules.choices!.at(-1)!;
    default:
      return url;
  }
}

/** The origin `sampleConfigValue` puts a URL key on. */
export const sampleOrigin = (key: ConfigKey) => `https://${key.toLowerCase()}.example.com`;
