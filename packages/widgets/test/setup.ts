import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { resetPageConfig } from "../src/core/config";

afterEach(() => {
  cleanup();
  resetPageConfig();
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
});
