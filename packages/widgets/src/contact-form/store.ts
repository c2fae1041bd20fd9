import { createStore } from "zustand/vanilla";
import type { ContactMessage } from "@marketing/contracts";
import { validateContact, type ContactErrors, type ContactField } from "./validate";

export type ContactStatus = "idle" | "submitting" | "success" | "error";

export interface ContactState {
  values: ContactMessage;
  status: ContactStatus;
  /** Shown once the visitor tried to send; each clears as its field becomes valid. */
  errors: ContactErrors;
  /** Counts outcomes, so each toast is a new one (its timer restarts, screen readers re-announce). */
  outcome: number;
  setValue(field: keyof ContactMessage, value: string): void;
  /** Checks the fields; returns the errors found (none means the message may be sent). */
  validate(): ContactErrors;
  /** Enters submitting; false when a submission is already under way (no double submission). */
  start(): boolean;
  succeed(): void;
  fail(): void;
  /** The toast has been shown long enough or was closed. */
  settle(): void;
}

export const emptyContactMessage: ContactMessage = {
  name: "",
  email: "",
  company: "",
  message: "",
};

/** One store per widget instance: two forms on a page never share what the visitor typed. */
export function createContactStore(
  initial: { status?: ContactStatus; values?: Partial<ContactMessage> } = {},
) {
  return createStore<ContactState>()((set, get) => ({
    values: { ...emptyContactMessage, ...initial.values },
    status: initial.status ?? "idle",
    errors: {},
    outcome: 0,
    setValue: (field, value) => {
      const values = { ...get().values, [field]: value };
      // Once an error shows, it follows the typing: it disappears as soon as the field is valid.
      const errors = { ...get().errors };
      if (field in errors) {
        const error = validateContact(values)[field as ContactField];
        if (error) errors[field as ContactField] = error;
        else delete errors[field as ContactField];
      }
      set({ values, errors });
    },
    validate: () => {
      const errors = validateContact(get().values);
      set({ errors });
      return errors;
    },
    start: () => {
      if (get().status === "submitting") return false;
      set({ status: "submitting" });
      return true;
    },
    // spec §4: the form clears after success; after a failure everything typed stays.
    succeed: () =>
      set((s) => ({
        status: "success",
        values: { ...emptyContactMessage },
        errors: {},
        outcome: s.outcome + 1,
      })),
    fail: () => set((s) => ({ status: "error", outcome: s.outcome + 1 })),
    settle: () => set({ status: "idle" }),
  }));
}
