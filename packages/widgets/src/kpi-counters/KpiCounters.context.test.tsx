import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Widget, useWidget } from "../core/WidgetRoot";
import { PAGE_CONFIG_ID, resetPageConfig } from "../core/config";
import type { KpiCountersProps } from "./KpiCounters";
import { kpiCountersApi } from "./kpi-counters.api";

/** Shows what the counters' parts read from `useWidget()`. */
function ContextProbe(_: KpiCountersProps) {
  const { config, http } = useWidget();
  return (
    <p>
      {config.contactEmail} {config.theme} {typeof http.post}
    </p>
  );
}

afterEach(() => {
  document.getElementById(PAGE_CONFIG_ID)?.remove();
  resetPageConfig();
});

describe("the counters' widget context", () => {
  it("carries the resolved configuration (the page's block over the defaults) and the HTTP client", () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = PAGE_CONFIG_ID;
    block.textContent = JSON.stringify({ contactEmail: "team@example.org" });
    document.head.append(block);
    render(<Widget declaration={kpiCountersApi} props={{}} body={ContextProbe} />);
    expect(screen.getByText("team@example.org light function")).toBeInTheDocument();
  });
});
