// The embed scripts' `react`: Preact's compat layer, with a default export that names only what
// React-only libraries reach through `React.x` (r2wc: createElement; zustand: useSyncExternalStore...).
// preact/compat's own default export lists every API and keeps all of them in the bundle.
import * as compat from "preact/compat";

// @ts-expect-error -- preact/compat's types say `export =`; esbuild re-exports its ES module fine.
export * from "preact/compat";
// Static member reads: esbuild keeps only these (a namespace read dynamically would keep them all).
export default {
  createContext: compat.createContext,
  createElement: compat.createElement,
  useCallback: compat.useCallback,
  useContext: compat.useContext,
  useDebugValue: compat.useDebugValue,
  useEffect: compat.useEffect,
  useId: compat.useId,
  useLayoutEffect: compat.useLayoutEffect,
  useMemo: compat.useMemo,
  useRef: compat.useRef,
  useState: compat.useState,
  useSyncExternalStore: compat.useSyncExternalStore,
};
