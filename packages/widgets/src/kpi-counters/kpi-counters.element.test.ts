import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineKpiCounters } from "./kpi-counters.element";

const TAG = "test-kpi-counters";
defineKpiCounters(TAG);

async function mount(attributes: Record<string, string>) {
  const element = document.createElement(TAG);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  return { element, root: element.shadowRoot! };
}

const figure = (root: ShadowRoot, key: string) =>
  root.querySelector(`[data-counter="${key}"] .mw-kpi__value`)?.textContent?.replace(/\s+/g, " ");

describe("<kpi-counters>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  it("renders in an open shadow root with its styles and language", async () => {
    const { root } = await mount({ lang: "fr" });
    expect(root.querySelector("style")?.textContent).toContain(".mw-kpi__value");
    expect(root.querySelector(".mw-root")?.getAttribute("lang")).toBe("fr");
  });

  it("counts to the euros, uptime and alerts attributes and fires a bubbling, composed `finished`", async () => {
    const finished = vi.fn();
    document.addEventListener("finished", finished);
    const { root } = await mount({ euros: "2000", uptime: "0.3", alerts: "1" });

    act(() => vi.advanceTimersByTime(100));

    expect(figure(root, "euros")).toBe("€2,000");
    expect(figure(root, "uptime")).toBe("0.3%");
    expect(figure(root, "alerts")).toBe("1");
    const [event] = finished.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({ euros: 2000, uptime: 0.3, alerts: 1 });
    expect(event.bubbles && event.composed).toBe(true);
    document.removeEventListener("finished", finished);
  });

  it("falls back to the spec's targets for an attribute that is not a number", async () => {
    const { root } = await mount({ euros: "lots" });
    act(() => vi.advanceTimersByTime(30_000));
    expect(figure(root, "euros")).toBe("€47,200");
  });
});
