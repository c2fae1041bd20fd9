import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PrerenderedProvider } from "../core/prerendered";
import { KpiCounters, type KpiCountersProps } from "./KpiCounters";

/** Intl separates French figures with (narrow) no-break spaces; compare them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** The animated figure of one counter (hidden from screen readers, so not reachable by role). */
const shown = (key: "euros" | "uptime" | "alerts") =>
  plain(document.querySelector(`[data-counter="${key}"] [aria-hidden="true"]`)?.textContent);

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Plays the browser's part: the list scrolled into (or out of) view. */
  intersect(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    act(() => this.callback(entries as unknown as IntersectionObserverEntry[], this as never));
  }
}

function renderCounters(props: Partial<KpiCountersProps> = {}) {
  const onFinished = vi.fn();
  render(<KpiCounters lang="en" onFinished={onFinished} {...props} />);
  return { onFinished };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("KpiCounters", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeIntersectionObserver.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe("without IntersectionObserver", () => {
    it("spec §9: counts euros by 1,000 every 50 ms and stops at exactly 47,200", () => {
      renderCounters();
      expect(shown("euros")).toBe("€0");
      advance(49);
      expect(shown("euros")).toBe("€0");
      for (let step = 1; step <= 47; step++) {
        advance(step === 1 ? 1 : 50);
        expect(shown("euros")).toBe(`€${(step * 1000).toLocaleString("en")}`);
      }
      advance(50);
      expect(shown("euros")).toBe("€47,200");
      advance(5_000);
      expect(shown("euros")).toBe("€47,200");
    });

    // 997 renders, each read back: a few seconds on a busy two-core machine.
    it(
      "spec §9: counts uptime by 0.1 every 30 ms and ends at exactly 99.7",
      { timeout: 30_000 },
      () => {
        const { onFinished } = renderCounters();
        expect(shown("uptime")).toBe("0.0%");
        for (let tenths = 1; tenths <= 997; tenths++) {
          advance(30);
          expect(shown("uptime")).toBe(`${(tenths / 10).toFixed(1)}%`);
        }
        expect(onFinished).toHaveBeenCalledExactlyOnceWith({
          euros: 47_200,
          uptime: 99.7,
          alerts: 24,
        });
        expect(Object.is(onFinished.mock.calls[0]![0].uptime, 99.7)).toBe(true);
        advance(3_000);
        expect(shown("uptime")).toBe("99.7%");
        expect(onFinished).toHaveBeenCalledTimes(1);
      },
    );

    it("spec §9: counts alerts by 1 every 100 ms and reads 24/7 once it reaches 24", () => {
      renderCounters();
      for (let alerts = 1; alerts <= 23; alerts++) {
        advance(99);
        expect(shown("alerts")).toBe(String(alerts - 1));
        advance(1);
        expect(shown("alerts")).toBe(String(alerts));
      }
      advance(100);
      expect(shown("alerts")).toBe("24/7");
      advance(1_000);
      expect(shown("alerts")).toBe("24/7");
    });

    it("counts to the targets given as props, and reports them when finished", () => {
      const { onFinished } = renderCounters({ euros: 3_000, uptime: 0.5, alerts: 3 });
      advance(299);
      expect(onFinished).not.toHaveBeenCalled();
      advance(1);
      expect(shown("euros")).toBe("€3,000");
      expect(shown("uptime")).toBe("0.5%");
      expect(shown("alerts")).toBe("3");
      expect(onFinished).toHaveBeenCalledExactlyOnceWith({ euros: 3_000, uptime: 0.5, alerts: 3 });
    });
  });

  describe("with IntersectionObserver", () => {
    beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver));

    it("starts counting only when the counters scroll into view", () => {
      renderCounters();
      const [observer] = FakeIntersectionObserver.instances;
      advance(1_000);
      observer!.intersect(false);
      advance(1_000);
      expect(shown("euros")).toBe("€0");

      observer!.intersect(true);
      expect(observer!.disconnected).toBe(true);
      advance(100);
      expect(shown("euros")).toBe("€2,000");
      expect(shown("alerts")).toBe("1");
    });
  });

  it("shows the final values at once with prefers-reduced-motion", () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({ matches: query.includes("prefers-reduced-motion: reduce") })),
    );
    const { onFinished } = renderCounters();

    expect(shown("euros")).toBe("€47,200");
    expect(shown("uptime")).toBe("99.7%");
    expect(shown("alerts")).toBe("24/7");
    expect(onFinished).toHaveBeenCalledExactlyOnceWith({ euros: 47_200, uptime: 99.7, alerts: 24 });
  });

  it("formats the figures in French", () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    renderCounters({ lang: "fr" });

    expect(shown("euros")).toBe("47 200 €");
    expect(shown("uptime")).toBe("99,7 %");
    expect(screen.getByText("économisés sur les coûts énergétiques")).toBeInTheDocument();
  });

  it("gives screen readers each final value once instead of every tick", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    renderCounters();
    FakeIntersectionObserver.instances[0]!.intersect(true);
    advance(500);

    const euros = document.querySelector('[data-counter="euros"]')!;
    expect(euros.querySelector(".mw-kpi__value")).toHaveAttribute("aria-hidden", "true");
    expect(euros.querySelector(".mw-visually-hidden")).toHaveTextContent("€47,200");
    expect(screen.getByText("saved in energy costs")).toBeInTheDocument();
    expect(document.querySelector("[aria-live]")).toBeNull();
  });

  it("shows a deterministic snapshot `elapsedMs` into counting, without animating", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    renderCounters({ elapsedMs: 1_200 });
    advance(5_000);

    expect(shown("euros")).toBe("€24,000");
    expect(shown("uptime")).toBe("4.0%");
    expect(shown("alerts")).toBe("12");
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});

describe("KpiCounters taking a server-rendered root over", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The counters' list `top` px from the viewport's top (jsdom lays nothing out). */
  function placeAt(top: number) {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: top, width: 600, height: 120 }),
    );
  }
  const takeOver = () =>
    render(
      <PrerenderedProvider value={{ takingOver: true }}>
        <KpiCounters lang="en" />
      </PrerenderedProvider>,
    );
  const figures = () => [shown("euros"), shown("uptime"), shown("alerts")];

  it("scrolled to before the code arrived: keeps showing the figures the HTML showed", () => {
    placeAt(100);
    vi.spyOn(window, "scrollY", "get").mockReturnValue(600);
    takeOver();
    const before = figures();
    expect(before).toEqual(["€47,200", "99.7%", "24/7"]);
    FakeIntersectionObserver.instances[0]!.intersect(true);
    // The counters' first ticks, and long after the slowest (uptime: 30 s from zero).
    advance(100);
    expect(figures()).toEqual(before);
    advance(35_000);
    expect(figures()).toEqual(before);
  });

  it("off screen: goes back to zero unseen and counts up once scrolled into view", () => {
    placeAt(window.innerHeight + 400);
    takeOver();
    expect(figures()).toEqual(["€0", "0.0%", "0"]);
    FakeIntersectionObserver.instances[0]!.intersect(true);
    advance(100);
    expect(shown("euros")).toBe("€2,000");
    advance(35_000);
    expect(figures()).toEqual(["€47,200", "99.7%", "24/7"]);
  });

  it("barely on screen (its top edge at the bottom of the screen): counts up too", () => {
    placeAt(window.innerHeight - 20);
    vi.spyOn(window, "scrollY", "get").mockReturnValue(600);
    takeOver();
    expect(figures()).toEqual(["€0", "0.0%", "0"]);
  });

  it("on the page's first screen, not scrolled: counts up as the page starts", () => {
    placeAt(100);
    takeOver();
    expect(figures()).toEqual(["€0", "0.0%", "0"]);
    FakeIntersectionObserver.instances[0]!.intersect(true);
    advance(35_000);
    expect(figures()).toEqual(["€47,200", "99.7%", "24/7"]);
  });
});
