import { expect, it } from "vitest";
import { isLoopbackUrl } from "./local-services";

it("knows every spelling of this machine a browser resolves there", () => {
  for (const url of [
    "http://127.0.0.1:8787/newsletter",
    "http://127.1:8787/",
    "http://2130706433/",
    "http://127.255.0.9/",
    "http://0.0.0.0:8787/",
    "http://localhost:8787/",
    "http://LOCALHOST.:8787/",
    "http://api.localhost/",
    "http://[::1]:8787/",
    "http://[::]:8787/",
    "http://[::ffff:127.0.0.1]:8787/",
    "http://[0:0:0:0:0:ffff:7f00:1]/",
    "http://127.0.0.1.:8787/drive/thumbnail?id={id}&sz=w1600",
  ])
    expect(isLoopbackUrl(url), url).toBe(true);
  for (const url of [
    "https://script.google.com/macros/s/x/exec",
    "https://127.0.0.1.nip.io/",
    "https://localhost.example.com/",
    "http://[::ffff:8.8.8.8]/",
    "none",
    "",
  ])
    expect(isLoopbackUrl(url), url).toBe(false);
});
