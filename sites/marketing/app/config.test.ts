import { defaultConfig } from "@marketing/widgets";
import { describe, expect, it } from "vitest";
import { configFromEnv } from "./config";

describe("configFromEnv", () => {
  it("uses the library defaults (the local services) when nothing is set", () => {
    const { calendarUrl, calendarScriptUrl, calendarStylesheetUrl, allowedScriptOrigins, ...rest } =
      configFromEnv({});
    const {
      calendarUrl: _u,
      calendarScriptUrl: _s,
      calendarStylesheetUrl: _c,
      allowedScriptOrigins: _a,
      ...defaults
    } = defaultConfig;
    expect(rest).toEqual(defaults);
    // The calendar provider's local stand-in, so `npm start` loads nothing from the internet.
    expect(calendarUrl).toBe("http://127.0.0.1:8787/calendar/strategy-call");
    expect(calendarScriptUrl).toBe("http://127.0.0.1:8787/calendar/widget.js");
    expect(calendarStylesheetUrl).toBe("http://127.0.0.1:8787/calendar/widget.css");
    // The stand-in is not the provider: the widget loads its script only from a named origin.
    expect(allowedScriptOrigins).toEqual(["http://127.0.0.1:8787"]);
  });

  it("uses the real provider's script for a configured booking page", () => {
    const config = configFromEnv({ VITE_CALENDAR_URL: "https://calendly.com/acme/call" });
    expect(config.calendarUrl).toBe("https://calendly.com/acme/call");
    expect(config.calendarScriptUrl).toBe(defaultConfig.calendarScriptUrl);
    expect(config.calendarStylesheetUrl).toBe(defaultConfig.calendarStylesheetUrl);
  });

  it("moves every local-services default to VITE_SERVICES_URL", () => {
    const config = configFromEnv({ VITE_SERVICES_URL: "http://127.0.0.1:9999/" });
    expect(config.newsletterEndpoint).toBe("http://127.0.0.1:9999/newsletter");
    expect(config.sheetsApiBase).toBe("http://127.0.0.1:9999");
    expect(config.docProxies.every((proxy) => proxy.startsWith("http://127.0.0.1:9999/"))).toBe(
      true,
    );
    expect(config.calendarUrl).toBe("http://127.0.0.1:9999/calendar/strategy-call");
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
