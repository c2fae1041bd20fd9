import { createStore } from "zustand/vanilla";

/** loading: the provider's script is on its way; ready: 1 s after it loaded; unavailable: it failed. */
export type BookingStatus = "loading" | "ready" | "unavailable";

export interface BookingState {
  status: BookingStatus;
  becomeReady(): void;
  becomeUnavailable(): void;
}

/** One store per button: each button tracks the shared script's outcome for itself. */
export function createBookingStore(initial: { status?: BookingStatus } = {}) {
  return createStore<BookingState>()((set) => ({
    status: initial.status ?? "loading",
    becomeReady: () => set({ status: "ready" }),
    becomeUnavailable: () => set({ status: "unavailable" }),
  }));
}
