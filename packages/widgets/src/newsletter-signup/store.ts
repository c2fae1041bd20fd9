import { createStore } from "zustand/vanilla";

export interface NewsletterState {
  email: string;
  setEmail(email: string): void;
}

/** One store per widget instance: two forms on a page never share what the visitor typed. */
export function createNewsletterStore(email = "") {
  return createStore<NewsletterState>()((set) => ({
    email,
    setEmail: (value) => set({ email: value }),
  }));
}
