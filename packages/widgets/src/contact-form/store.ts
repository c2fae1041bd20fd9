import { createStore } from "zustand/vanilla";
import type { ContactMessage } from "@marketing/contracts";
import { validateContact, type ContactErrors, type ContactField } from "./validate";

export interface ContactState {
  values: ContactMessage;
  /** Shown once the visitor tried to send; each clears as its field becomes valid. */
  errors: ContactErrors;
  setValue(field: keyof ContactMessage, value: string): void;
  /** Checks the fields; returns the errors found (none means the message may be sent). */
  validate(): ContactErrors;
  /** spec §4: the form clears after success (after a failure everything typed stays). */
  clear(): void;
}

export const emptyContactMessage: ContactMessage = {
  name: "",
  email: "",
  company: "",
  message: "",
};

/** One store per widget instance: two forms on a page never share what the visitor typed. */
export function createContactStore(initial: Partial<ContactMessage> = {}) {
  return createStore<ContactState>()((set, get) => ({
    values: { ...emptyContactMessage, ...initial },
    errors: {},
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
    clear: () => set({ values: { ...emptyContactMessage }, errors: {} }),
  }));
}
