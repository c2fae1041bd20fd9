import { describe, expect, it } from "vitest";
import type { Env } from "../src/env";
import { mailLink, readLinkToken, signLinkToken } from "../src/links";

const env = { LINK_SECRET: "s3cret" } as Env;
const tokenOf = (link: string) => new URL(link).searchParams.get("token");

describe("the links of the Worker's mails", () => {
  it("open the page in the mail's language and name what they were made for", async () => {
    const link = await mailLink(env, "https://site.example/", "fr", "approve", "cmt-1");
    expect(link).toMatch(/^https:\/\/site\.example\/fr\/comments\/moderate\?token=/);
    expect(await readLinkToken(env, "approve", tokenOf(link))).toEqual({ value: "cmt-1" });
  });

  it("are refused for another purpose, with another secret, altered, or once expired", async () => {
    const token = await signLinkToken(env, "approve", "cmt-1", 0);
    expect(await readLinkToken(env, "delete", token, 0)).toEqual({ problem: "invalid" });
    expect(await readLinkToken({ LINK_SECRET: "other" } as Env, "approve", token, 0)).toEqual({
      problem: "invalid",
    });
    expect(await readLinkToken(env, "approve", `${token}x`, 0)).toEqual({ problem: "invalid" });
    expect(await readLinkToken(env, "approve", token, 15 * 24 * 3600 * 1000)).toEqual({
      problem: "expired",
    });
  });

  it("are not made without a secret", async () => {
    await expect(signLinkToken({} as Env, "unsubscribe", "a@b.example")).rejects.toThrow(
      /LINK_SECRET/,
    );
  });
});
