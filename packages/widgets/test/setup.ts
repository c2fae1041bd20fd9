import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { resetPageConfig } from "../src/core/config";

afterEach(() => {
  cleanup();
  resetPageConfig();
  // Files run under `@vitest-environment node` (SSR safety, the manifest) have no DOM to reset.
  if (typeof document === "undefined") return;
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
});
