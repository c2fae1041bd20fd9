import { createStore } from "zustand/vanilla";

export type NewsletterStatus = "idle" | "subscribing" | "success" | "error";

export interface NewsletterState {
  email: string;
  status: NewsletterStatus;
  setEmail(email: string): void;
  /** Enters subscribing; false when a request is already under way (no double submission). */
  start(): boolean;
  succeed(): void;
  fail(): void;
  /** The success or error message has been shown long enough. */
  settle(): void;
}

/** One store per widget instance: two forms on a page never share what the visitor typed. */
export function createNewsletterStore(
  initial: Partial<Pick<NewsletterState, "email" | "status">> = {},
) {
  return createStore<NewsletterState>()((set, get) => ({
    email: initial.email ?? "",
    status: initial.status ?? "idle",
    setEmail: (email) => set({ email }),
    start: () => {
      if (get().status === "subscribing") return false;
      set({ status: "subscribing" });
      return true;
    },
    // The address clears after success and stays after an error, so nothing typed is lost.
    succeed: () => set({ status: "success", email: "" }),
    fail: () => set({ status: "error" }),
    settle: () => set({ status: "idle" }),
  }));
}
