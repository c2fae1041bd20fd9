// widgets.js's chunks' `ky` (issue 13): the same client, fetched on the first request rather than
// with the runtime, so a page whose widgets only post on submit (newsletter, contact form) does not
// download or evaluate ky at start-up. core/http.ts stays the one place that configures it.
import type * as KyModule from "ky";
import type { Input, KyInstance, Options, ResponsePromise } from "ky";

type Ky = typeof KyModule;
type Method = "get" | "post" | "put" | "patch" | "delete" | "head";
type BodyType = "json" | "text" | "formData" | "arrayBuffer" | "blob" | "bytes";
const BODY_TYPES: BodyType[] = ["json", "text", "formData", "arrayBuffer", "blob", "bytes"];

let loaded: Ky | undefined;
let loading: Promise<Ky> | undefined;
// The build resolves this `ky` to the real package (scripts/build-loader.ts), in a chunk of its own.
const load = () => (loading ??= import("ky").then((ky) => (loaded = ky)));

/**
 * A request through the real instance once ky is in. A body method called right away
 * (`http.get(url).json()`, the usual shape) is passed on before ky sends, so ky still sets the
 * matching Accept header.
 */
function request(
  instance: () => Promise<KyInstance>,
  method: Method,
  input: Input,
  options?: Options,
): ResponsePromise {
  let bodyType: BodyType | undefined;
  const result = instance().then((ky) => {
    const response = ky[method](input, options);
    // Boxed: a ResponsePromise is itself a promise and would be adopted by `then`.
    return { value: bodyType ? response[bodyType]() : response };
  });
  const settled = result.then((box) => box.value) as ResponsePromise;
  for (const type of BODY_TYPES) {
    (settled as unknown as Record<BodyType, () => Promise<unknown>>)[type] = () => {
      bodyType = type;
      return settled;
    };
  }
  return settled;
}

function lazyInstance(instance: () => Promise<KyInstance>): KyInstance {
  const methods = ["get", "post", "put", "patch", "delete", "head"] as const;
  const lazy = ((input: Input, options?: Options) =>
    request(instance, "get", input, options)) as KyInstance;
  for (const method of methods) {
    (lazy as unknown as Record<Method, unknown>)[method] = (input: Input, options?: Options) =>
      request(instance, method, input, options);
  }
  lazy.create = (options?: Options) =>
    lazyInstance(() => instance().then((ky) => ky.create(options)));
  lazy.extend = (options) => lazyInstance(() => instance().then((ky) => ky.extend(options)));
  return lazy;
}

/** ky's error classes: `instanceof` holds for the real ones (no instance exists before ky loads). */
const lazyClass = (name: "HTTPError" | "TimeoutError") =>
  ({
    [Symbol.hasInstance]: (value: unknown) => !!loaded && value instanceof loaded[name],
  }) as unknown;

export const HTTPError = lazyClass("HTTPError") as Ky["HTTPError"];
export const TimeoutError = lazyClass("TimeoutError") as Ky["TimeoutError"];
export default lazyInstance(() => load().then((ky) => ky.default));
