import { createElement, useSyncExternalStore, useCallback, useDebugValue } from "preact/compat";
export * from "preact/compat";
export default { createElement, useSyncExternalStore, useCallback, useDebugValue };
