// A published document's images may come from the local services on 127.0.0.1
// only when they are the configured Drive image host, never on a production configuration.
import { expect, it } from "vitest";
import { documentImageOrigins } from "./docs";

it("allows loopback images only when the configured Drive host is loopback", () => {
  expect(documentImageOrigins("https://drive.google.com/thumbnail?id={id}&sz=w1600")).toEqual([
    "https://drive.google.com",
  ]);
  expect(documentImageOrigins(undefined)).toEqual([]);
  expect(documentImageOrigins("http://127.0.0.1:8787/drive/thumbnail?id={id}&sz=w1600")).toEqual([
    "http://127.0.0.1:8787",
  ]);
});
