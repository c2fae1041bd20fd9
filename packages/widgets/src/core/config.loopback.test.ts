// On a page served from anywhere but this machine, no unconfigured widget falls
// back to the local services on 127.0.0.1 (the visitor's own machine).
import { fireEvent, waitFor, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { networkDown, recordingFetch } from "../../test/fetch";
import "../newsletter-signup/newsletter-signup.element";
import { PAGE_CONFIG_ID, UNCONFIGURED_ORIGIN, resetPageConfig, resolveConfig } from "./config";

const onPage = (url: string) => vi.stubGlobal("location", new URL(url));

function placeBlock(json: unknown): void {
  const block = document.createElement("script");
  block.id = PAGE_CONFIG_ID;
  block.type = "application/json";
  block.textContent = JSON.stringify(json);
  document.body.append(block);
}

let error: MockInstance<typeof console.error>;
beforeEach(() => {
  resetPageConfig();
  error = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
  resetPageConfig();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("resolveConfig on a public page", () => {
  it("points every unconfigured service at a name that never resolves, and says which", () => {
    onPage("https://www.example.com/blog/");
    const config = resolveConfig();
    const urls = [
      config.newsletterEndpoint,
      config.contactEndpoint,
      config.commentsEndpoint,
      config.sheetsApiBase,
      config.driveImageUrl,
      ...config.docProxies,
    ];
    expect(
      urls.filter(
        (url) => !url.startsWith(`${UNCONFIGURED_ORIGIN}/`) && url !== UNCONFIGURED_ORIGIN,
      ),
    ).toEqual([]);
    expect(JSON.stringify(config)).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /not configured on this page: newsletterEndpoint, contactEndpoint/,
    );
    resolveConfig();
    expect(error).toHaveBeenCalledTimes(1); // once per page, not per widget
  });

  it("counts a trailing-dot or mapped loopback host as public", () => {
    for (const url of ["http://localhost.:8080/", "http://[::ffff:127.0.0.1]:8080/"]) {
      resetPageConfig();
      onPage(url);
      expect(resolveConfig().newsletterEndpoint).toBe(`${UNCONFIGURED_ORIGIN}/newsletter`);
    }
  });

  it("keeps what the page names, loopback included (the explicit switch)", () => {
    onPage("https://www.example.com/");
    placeBlock({ newsletterEndpoint: "https://script.google.com/macros/s/X/exec" });
    const config = resolveConfig({ contactEndpoint: "http://127.0.0.1:8787/contact" });
    expect(config.newsletterEndpoint).toBe("https://script.google.com/macros/s/X/exec");
    expect(config.contactEndpoint).toBe("http://127.0.0.1:8787/contact");
    expect(config.commentsEndpoint).toBe(`${UNCONFIGURED_ORIGIN}/comments`);
  });

  it("keeps the local services' defaults on a page served from this machine", () => {
    for (const url of ["http://127.0.0.1:4173/", "http://localhost:6006/", "http://[::1]:4173/"]) {
      resetPageConfig();
      onPage(url);
      expect(resolveConfig().newsletterEndpoint).toBe("http://127.0.0.1:8787/newsletter");
    }
    expect(error).not.toHaveBeenCalled();
  });
});

it("an unconfigured <newsletter-signup> on a public page fails without calling 127.0.0.1", async () => {
  onPage("https://www.example.com/");
  const { fetch, requests } = recordingFetch(networkDown);
  vi.stubGlobal("fetch", fetch);
  document.body.innerHTML = `<newsletter-signup lang="en"></newsletter-signup>`;
  const host = document.body.querySelector<HTMLElement>("newsletter-signup")!;
  await waitFor(() => expect(host.shadowRoot?.querySelector("form")).not.toBeNull());
  const shadow = within(host.shadowRoot as unknown as HTMLElement);
  fireEvent.input(shadow.getByLabelText("Email address"), { target: { value: "ada@example.com" } });
  fireEvent.click(shadow.getByRole("button", { name: "Subscribe" }));
  await waitFor(() => expect(host).toHaveAttribute("data-state", "failed"));
  expect(requests.map((request) => new URL(request.url).hostname)).not.toContain("127.0.0.1");
  expect(String(error.mock.calls[0]?.[0])).toContain("newsletterEndpoint");
});
