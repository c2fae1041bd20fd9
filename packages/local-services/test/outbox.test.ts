// The mail transport's stand-in: the Worker posts Resend's `POST /emails` body; the outbox keeps
// each mail, across a restart, with its language, its Reply-To, its headers and its links.
import { afterEach, expect, it } from "vitest";
import { LOCAL_MAIL_FROM, transportMail } from "@marketing/contracts";
import { startServices } from "../src/index";
import { startTestServices, type TestServices } from "./start-test-services";

let services: TestServices | undefined;
afterEach(async () => {
  await services?.stop();
  services = undefined;
});

const send = (body: unknown) =>
  fetch(`${services!.url}/outbox`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

it("keeps a mail the transport is given, as the transport was given it, across a restart", async () => {
  services = await startTestServices();
  const mail = transportMail(
    {
      to: "owner@company.example",
      subject: "Nouveau message de Ada",
      text: "Bonjour,\n\nApprouver : https://site.example/comments/moderate?token=a.b.\n\nSupprimer : https://site.example/comments/moderate?token=c.d\n",
      lang: "fr",
      replyTo: "ada@example.com",
      headers: { "List-Unsubscribe": "<https://site.example/u?t=1>" },
    },
    LOCAL_MAIL_FROM,
  );
  expect((await send(mail)).status).toBe(200);

  const expected = {
    to: "owner@company.example",
    from: LOCAL_MAIL_FROM,
    lang: "fr",
    subject: "Nouveau message de Ada",
    body: mail.text,
    replyTo: "ada@example.com",
    link: "https://site.example/comments/moderate?token=a.b",
    links: [
      "https://site.example/comments/moderate?token=a.b",
      "https://site.example/comments/moderate?token=c.d",
    ],
    headers: { "List-Unsubscribe": "<https://site.example/u?t=1>", "Content-Language": "fr" },
  };
  expect(await (await fetch(`${services.url}/outbox`)).json()).toEqual([
    { ...expected, id: expect.any(String), sentAt: expect.any(String) },
  ]);

  const { dataDir } = services;
  await services.close();
  const again = await startServices({ port: 0, dataDir });
  try {
    expect(await (await fetch(`${again.url}/outbox`)).json()).toEqual([
      expect.objectContaining(expected),
    ]);
  } finally {
    await again.close();
  }
});

it("refuses what is not a mail, and keeps nothing", async () => {
  services = await startTestServices();
  for (const body of [{}, { from: "a", to: [], subject: "s", text: "t" }, "not json"]) {
    expect((await send(body)).status).toBeGreaterThanOrEqual(400);
  }
  expect(await (await fetch(`${services.url}/outbox`)).json()).toEqual([]);
});
