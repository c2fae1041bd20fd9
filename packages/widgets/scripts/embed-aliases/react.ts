// The embed scripts' `react`: Preact's compat layer, with a default export that names only what
// React-only libraries reach through `React.x` (r2wc: createElement; zustand: useSyncExternalStore...).
// preact/compat's own default export lists every API and keeps all of them in the bundle.
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "preact/compat";

// @ts-expect-error -- preact/compat's types say `export =`; esbuild re-exports its ES module fine.
export * from "preact/compat";
export default {
  createContext,
  createElement,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
};
