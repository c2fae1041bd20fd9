import { describe, expect, it } from "vitest";
import { calendarParameters, calendarUrlWith } from "./calendarParameters";

describe("calendarParameters", () => {
  it("names the campaign and the visitor's details as Calendly's utm and prefill options", () => {
    expect(
      calendarParameters(
        {
          utm_source: "x",
          utm_medium: "email",
          utm_campaign: "y",
          utm_term: "t",
          utm_content: "c",
        },
        { name: "Ada", email: "ada@example.com" },
      ),
    ).toEqual({
      prefill: { name: "Ada", email: "ada@example.com" },
      utm: { utmSource: "x", utmMedium: "email", utmCampaign: "y", utmTerm: "t", utmContent: "c" },
    });
  });

  it("leaves out what the visit does not have", () => {
    expect(calendarParameters({ utm_source: "x" }, {})).toEqual({
      prefill: {},
      utm: { utmSource: "x" },
    });
  });
});

describe("calendarUrlWith", () => {
  const parameters = calendarParameters(
    { utm_source: "news letter", utm_campaign: "été&co" },
    { name: "Zoé Durand", email: "zoe+cal@example.fr" },
  );

  it("puts them in the booking page's query, encoded, as Calendly reads them", () => {
    const url = new URL(calendarUrlWith("https://calendly.com/acme/call", parameters));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Zoé Durand",
      email: "zoe+cal@example.fr",
      utm_source: "news letter",
      utm_campaign: "été&co",
    });
    expect(url.origin + url.pathname).toBe("https://calendly.com/acme/call");
  });

  it("keeps the address's own parameters and replaces one it repeats", () => {
    const url = new URL(
      calendarUrlWith("https://calendly.com/acme/call?month=2026-12&utm_source=site", parameters),
    );
    expect(url.searchParams.get("month")).toBe("2026-12");
    expect(url.searchParams.getAll("utm_source")).toEqual(["news letter"]);
  });

  it("returns the address as it is with nothing to add, or when it does not parse", () => {
    const none = calendarParameters({}, {});
    expect(calendarUrlWith("https://calendly.com/acme/call", none)).toBe(
      "https://calendly.com/acme/call",
    );
    expect(calendarUrlWith("not a url", parameters)).toBe("not a url");
  });
});
