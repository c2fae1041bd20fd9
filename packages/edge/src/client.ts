// Who a request comes from, as the rate limits count clients: an IPv4 address, or an IPv6 /64.
// One subscriber (a home, a phone, a server) is handed a whole /64, so each of its 2^64 addresses
// counting on its own would make any per-address limit free to get around.

/**
 * The rate limits' key for the client behind `request` (Cloudflare's `CF-Connecting-IP`);
 * `unknown` for none or this machine (`npm start`, `npm run edge`: not through Cloudflare).
 */
export function clientKey(request: Request): string {
  const address = request.headers.get("CF-Connecting-IP")?.trim().toLowerCase() ?? "";
  if (!address || address === "::1" || /^(::ffff:)?127\./.test(address)) return "unknown";
  if (!address.includes(":")) return address;
  // An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 client.
  const mapped = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  if (mapped) return mapped;
  return `${ipv6Prefix64(address)}::/64`;
}

/** The first four groups of an IPv6 address, `::` expanded and leading zeros dropped. */
function ipv6Prefix64(address: string): string {
  const [head = "", tail] = address.replace(/%.*$/, "").split("::");
  const groups = (text: string) => (text ? text.split(":") : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - before.length - after.length)).fill("0");
  const all = tail === undefined ? before : [...before, ...zeros, ...after];
  return all
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":");
}
