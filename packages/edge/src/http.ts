// Answers of the API routes: JSON in Google's error shape (which origins may read them: cors.ts).

const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
};

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...BASE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...Object.fromEntries(new Headers(headers)),
    },
  });
}

/** `{error: {code, message}}`, as the local services and Google answer. */
export function problem(status: number, message: string, headers: HeadersInit = {}): Response {
  return json(status, { error: { code: status, message } }, headers);
}

export class BodyTooLarge extends Error {}

/** The body as text, refusing more than `limit` bytes: a declared length first, then as it streams. */
export async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}
