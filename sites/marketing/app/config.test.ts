import { defaultConfig } from "@marketing/widgets";
import { RETIRED_CONFIG_KEYS } from "@marketing/contracts";
import { describe, expect, it } from "vitest";
import { SITE_ENV_VARS, configFromEnv } from "./config";

describe("configFromEnv", () => {
  it("uses the library defaults (the API on the site's own /api) when nothing is set", () => {
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
    expect(rest.api).toBe("/api");
    // The calendar provider's stand-in, copied beside the site's pages, so that `npm start` loads
    // nothing from the internet.
    expect(calendarUrl).toBe("http://127.0.0.1:4173/stand-ins/calendar/strategy-call");
    expect(calendarScriptUrl).toBe("http://127.0.0.1:4173/stand-ins/calendar/widget.js");
    expect(calendarStylesheetUrl).toBe("http://127.0.0.1:4173/stand-ins/calendar/widget.css");
    // The stand-in is not the provider: the widget loads its script only from a named origin.
    expect(allowedScriptOrigins).toEqual(["http://127.0.0.1:4173"]);
  });

  it("serves the calendar stand-in from VITE_SITE_URL's origin", () => {
    const config = configFromEnv({ VITE_SITE_URL: "http://127.0.0.1:5000/" });
    expect(config.calendarUrl).toBe("http://127.0.0.1:5000/stand-ins/calendar/strategy-call");
    expect(config.allowedScriptOrigins).toEqual(["http://127.0.0.1:5000"]);
  });

  it("uses the real provider's script for a configured booking page", () => {
    const config = configFromEnv({ VITE_CALENDAR_URL: "https://calendly.com/acme/call" });
    expect(config.calendarUrl).toBe("https://calendly.com/acme/call");
    expect(config.calendarScriptUrl).toBe(defaultConfig.calendarScriptUrl);
    expect(config.calendarStylesheetUrl).toBe(defaultConfig.calendarStylesheetUrl);
  });

  it("takes the API from VITE_API, and each key from its own variable, blank ones ignored", () => {
    const config = configFromEnv({
      VITE_API: " https://www.example.com/api ",
      VITE_CONTACT_EMAIL: "",
    });
    expect(config.api).toBe("https://www.example.com/api");
    expect(config.contactEmail).toBe(defaultConfig.contactEmail);
  });

  it("reads none of the retired service variables", () => {
    const config = configFromEnv({
      VITE_SERVICES_URL: "http://127.0.0.1:9999",
      VITE_CONTACT_ENDPOINT: "https://hooks.example.com/contact",
      VITE_DOC_PROXIES: "https://a.example/?u={url}",
      VITE_SHEETS_API_KEY: "key",
    });
    expect(config).toEqual(configFromEnv({}));
    for (const key of RETIRED_CONFIG_KEYS) expect(config).not.toHaveProperty(key);
    expect(SITE_ENV_VARS).toContain("VITE_API");
    expect(SITE_ENV_VARS).not.toContain("VITE_SERVICES_URL");
  });
});
