import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { resetPageConfig } from "@marketing/widgets/testing";

afterEach(() => {
  cleanup();
  resetPageConfig();
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
});
