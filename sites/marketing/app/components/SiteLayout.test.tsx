import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteLayout } from "./SiteLayout";

describe("SiteLayout", () => {
  it("marks the current route's link as the current page", async () => {
    const Stub = createRoutesStub([
      { path: "/blog", Component: () => <SiteLayout>page</SiteLayout> },
    ]);
    render(<Stub initialEntries={["/blog"]} />);

    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent("Blog");
  });
});
