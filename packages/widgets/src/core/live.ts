import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * False on the server and while an element takes its server-rendered root over (the hydration
 * renders what the server wrote), then true: what only a live widget does renders from then on.
 */
export const useLive = (): boolean => useSyncExternalStore(noSubscription, isBrowser, isServer);
