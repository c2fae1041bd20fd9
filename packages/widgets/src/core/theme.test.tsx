import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { PAGE_CONFIG_ID, resetPageConfig, resolveTheme } from "./config";
import { autoTheme, pageWatchers } from "./theme";
import { WidgetsProvider } from "./WidgetsProvider";
import { KpiCounters } from "../kpi-counters/KpiCounters";

/** A controllable `prefers-color-scheme: dark` (jsdom has no matchMedia). */
function fakeSystemSetting(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    media: "(prefers-color-scheme: dark)",
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => query);
  return {
    set(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function placeConfig(json: unknown): void {
  const block = document.createElement("script");
  block.id = PAGE_CONFIG_ID;
  block.type = "application/json";
  block.textContent = JSON.stringify(json);
  document.head.append(block);
}

/** The theme a rendered widget's root shows. */
const shownThemes = () =>
  [...document.querySelectorAll(".mw-root")].map((root) => root.getAttribute("data-mw-theme"));

describe("theme", () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    resetPageConfig();
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute("class");
    document.documentElement.removeAttribute("data-theme");
    document.body.removeAttribute("class");
    document.body.removeAttribute("data-theme");
    resetPageConfig();
    warn.mockRestore();
    vi.unstubAllGlobals();
  });

  it("is light by default, the page's setting over it, the provider's over that, the attribute's over all", () => {
    expect(resolveTheme()).toBe("light");
    placeConfig({ theme: "auto" });
    expect(resolveTheme()).toBe("auto");
    expect(resolveTheme("dark")).toBe("dark");
    expect(resolveTheme("dark", "light")).toBe("light");
    expect(resolveTheme(undefined, "")).toBe("auto");
  });

  it("warns once, naming the key, for an unknown value and falls back to light", () => {
    placeConfig({ theme: "midnight" });
    expect(resolveTheme("purple")).toBe("light");
    expect(resolveTheme("purple")).toBe("light");
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(
      messages.filter((message) => message.includes('"theme" is not "light" or "dark" or "auto"')),
    ).toHaveLength(1);
  });

  it("renders dark for the attribute and from the page configuration", () => {
    render(<KpiCounters theme="dark" lang="en" />);
    expect(shownThemes()).toEqual(["dark"]);
    document.body.replaceChildren();
    resetPageConfig();
    placeConfig({ theme: "dark" });
    render(<KpiCounters lang="en" />);
    render(<KpiCounters lang="en" theme="light" />);
    expect(shownThemes()).toEqual(["dark", "light"]);
  });

  it("takes the provider's theme under the widget's own", () => {
    render(
      <WidgetsProvider config={{ theme: "dark" }}>
        <KpiCounters lang="en" />
        <KpiCounters lang="en" theme="light" />
      </WidgetsProvider>,
    );
    expect(shownThemes()).toEqual(["dark", "light"]);
  });

  it("under auto, follows the system setting, and a class or data-theme on html or body over it", () => {
    fakeSystemSetting(true);
    expect(autoTheme()).toBe("dark");
    document.documentElement.classList.add("light");
    expect(autoTheme()).toBe("light");
    document.documentElement.className = "";
    fakeSystemSetting(false);
    document.documentElement.classList.add("dark");
    expect(autoTheme()).toBe("dark");
    document.body.setAttribute("data-theme", "light");
    expect(autoTheme()).toBe("light");
  });

  it("under auto, switches live with the page's class and the system setting, with one watcher for the page", async () => {
    const system = fakeSystemSetting(false);
    const view = render(
      <>
        <KpiCounters theme="auto" lang="en" />
        <KpiCounters theme="auto" lang="fr" />
      </>,
    );
    expect(screen.getAllByRole("list")).toHaveLength(2);
    expect(shownThemes()).toEqual(["light", "light"]);
    expect(pageWatchers()).toBe(1);
    expect(system.listeners.size).toBe(1);

    await act(async () => document.documentElement.classList.add("dark"));
    expect(shownThemes()).toEqual(["dark", "dark"]);
    await act(async () => document.documentElement.classList.remove("dark"));
    expect(shownThemes()).toEqual(["light", "light"]);
    await act(async () => document.body.setAttribute("data-theme", "dark"));
    expect(shownThemes()).toEqual(["dark", "dark"]);
    await act(async () => document.body.removeAttribute("data-theme"));
    act(() => system.set(true));
    expect(shownThemes()).toEqual(["dark", "dark"]);

    view.unmount();
    expect(pageWatchers()).toBe(0);
    expect(system.listeners.size).toBe(0);
  });
});
