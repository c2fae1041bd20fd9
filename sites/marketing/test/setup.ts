import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { resetPageConfig, WAIT_FOR_MS } from "@marketing/widgets/testing";

// Data and lazily imported modules arrive late on a busy machine: only a hang fails a findBy.
configure({ asyncUtilTimeout: WAIT_FOR_MS });

afterEach(() => {
  cleanup();
  resetPageConfig();
  localStorage.clear();
  document.documentElement.removeAttribute("lang");
});
