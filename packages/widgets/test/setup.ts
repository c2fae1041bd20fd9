import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetPageConfig } from "../src/core/config";
import { WAIT_FOR_MS } from "../src/testing";

// jsdom lays nothing out and has no scrollIntoView; a widget that brings something into view calls
// it (a test spies on it to see that it did).
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = function scrollIntoView() {};

// Data and lazily imported modules arrive late on a busy machine: only a hang fails a findBy.
configure({ asyncUtilTimeout: WAIT_FOR_MS });

afterEach(() => {
  cleanup();
  resetPageConfig();
  // Files run under `@vitest-environment node` (SSR safety, the manifest) have no DOM to reset.
  if (typeof document === "undefined") return;
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
});
