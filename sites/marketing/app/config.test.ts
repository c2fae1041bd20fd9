import { defaultConfig } from "@marketing/widgets";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config";

describe("configFromEnv", () => {
  it("uses the library defaults (the local services) when nothing is set", () => {
    expect(configFromEnv({})).toEqual(defaultConfig);
  });

  it("moves every local-services default to VITE_SERVICES_URL", () => {
    const config = configFromEnv({ VITE_SERVICES_URL: "http://127.0.0.1:9999/" });
    expect(config.newsletterEndpoint).toBe("http://127.0.0.1:9999/newsletter");
    expect(config.sheetsApiBase).toBe("http://127.0.0.1:9999");
    expect(config.docProxies.every((proxy) => proxy.startsWith("http://127.0.0.1:9999/"))).toBe(
      true,
    );
    expect(config.calendarUrl).toBe(defaultConfig.calendarUrl);
  });

  it("takes each endpoint from its own variable, and the proxies as a comma-separated list", () => {
    const config = configFromEnv({
      VITE_CONTACT_ENDPOINT: "https://hooks.example.com/contact",
      VITE_DOC_PROXIES: "https://a.example/?u={url}, https://b.example/{url}",
      VITE_SHEETS_API_KEY: " key ",
      VITE_CONTACT_EMAIL: "",
    });
    expect(config.contactEndpoint).toBe("https://hooks.example.com/contact");
    expect(config.docProxies).toEqual(["https://a.example/?u={url}", "https://b.example/{url}"]);
    expect(config.sheetsApiKey).toBe("key");
    expect(config.contactEmail).toBe(defaultConfig.contactEmail);
  });
});
