// The one test of server-fails.config.ts: never reached, since its web server does not start.
import { test } from "@playwright/test";

test("is never reached", () => undefined);
