// The site's Worker with two more routes, for the mail budgets' tests in workerd with the real
// mail desk: POST /send sends the posted mail through sendMail (as the newsletter's confirmation
// and a reply are sent), POST /notice hands the posted notice to the desk (as a stored contact
// message or comment does, without solving a proof of work for each).
import worker from "../../src/index";
import type { Context, Env } from "../../src/env";
import { mailDesk, sendMail } from "../../src/mail";
import type { Notice } from "../../src/notify/notice";

export { MailDesk } from "../../src/index";

export default {
  async fetch(request: Request, env: Env, ctx: Context): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/send") return Response.json(await sendMail(env, await request.json()));
    if (pathname === "/notice") {
      await mailDesk(env).notice((await request.json()) as Notice);
      return new Response(null, { status: 204 });
    }
    return worker.fetch(request, env, ctx);
  },
};
