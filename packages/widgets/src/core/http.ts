// The one HTTP client of the library. ky itself is imported on the first request, not with the
// widget: a page whose widgets only post on submit (newsletter, contact form) neither downloads nor
// evaluates it at start-up (in widgets.js's chunks it is a chunk of its own).
import type * as KyModule from "ky";
import type { Input, KyInstance, Options, ResponsePromise } from "ky";

export interface HttpOptions {
  /** Injected in tests instead of patching the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout in ms. */
  timeout?: number;
}

/** spec §7: retry 3 times, exponential backoff capped at 30 s. */
export const RETRY_LIMIT = 3;
export const BACKOFF_LIMIT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 15_000;

type Ky = typeof KyModule;
type Method = "get" | "post" | "put" | "patch" | "delete" | "head";
type BodyType = "json" | "text" | "formData" | "arrayBuffer" | "blob" | "bytes";
const METHODS: Method[] = ["get", "post", "put", "patch", "delete", "head"];
const BODY_TYPES: BodyType[] = ["json", "text", "formData", "arrayBuffer", "blob", "bytes"];

let loaded: Ky | undefined;
let loading: Promise<Ky> | undefined;
const loadKy = () => (loading ??= import("ky").then((ky) => (loaded = ky)));

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

/** ky's instance API over an instance made once ky is in (made once, on the first request). */
function lazyInstance(make: () => Promise<KyInstance>): KyInstance {
  let made: Promise<KyInstance> | undefined;
  const instance = () => (made ??= make());
  const lazy = ((input: Input, options?: Options) =>
    request(instance, "get", input, options)) as KyInstance;
  for (const method of METHODS) {
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

/** The one HTTP client of the library: every request goes through an instance made here. */
export function createHttp(options: HttpOptions = {}): KyInstance {
  return lazyInstance(() =>
    loadKy().then(({ default: ky }) =>
      ky.create({
        timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
        retry: { limit: RETRY_LIMIT, backoffLimit: BACKOFF_LIMIT_MS },
        // Bind lazily so a test's or the host's fetch replacement made after import still applies.
        fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      }),
    ),
  );
}
