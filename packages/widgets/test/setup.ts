import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetPageConfig } from "../src/core/config";
import { WAIT_FOR_MS } from "../src/testing";

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
