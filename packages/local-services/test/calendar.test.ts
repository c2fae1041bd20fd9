import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices, type TestServices } from "./start-test-services";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.stop());

describe("GET /calendar/*, the calendar provider's stand-in", () => {
  it("serves the embed script with the provider's API", async () => {
    const res = await fetch(`${services.url}/calendar/widget.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(script).toContain("window.Calendly");
    expect(script).toContain("initBadgeWidget");
  });

  it("serves the stylesheet, and the booking page with its script beside it", async () => {
    const css = await fetch(`${services.url}/calendar/widget.css`);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await css.text()).toContain(".calendly-overlay");
    const page = await fetch(`${services.url}/calendar/strategy-call`);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // A file, not inline, so that the page keeps the site's script policy when served beside it.
    const src = /<script src="([^"]+)"><\/script>/.exec(await page.text())?.[1];
    expect(src).toBe("strategy-call.js");
    const script = await fetch(new URL(src!, page.url));
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("calendly.event_scheduled");
  });

  it("answers 404 for any other name", async () => {
    expect((await fetch(`${services.url}/calendar/secrets.json`)).status).toBe(404);
    expect((await fetch(`${services.url}/calendar/constructor`)).status).toBe(404);
  });
});
