import { cleanText, isValidEmail, type ContactMessage } from "@marketing/contracts";

export type ContactField = "name" | "email" | "message";
export type ContactErrorKey = "nameRequired" | "emailRequired" | "emailInvalid" | "messageRequired";
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** The order fields appear in, so the first invalid one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "message"];

/** The shared rule (`@marketing/contracts`): the endpoints refuse what it refuses. */
export function isEmail(value: string): boolean {
  return isValidEmail(value);
}

/** What is sent: each value trimmed, controls and bidirectional overrides left out of the text. */
export function contactInput(values: ContactMessage): ContactMessage {
  return {
    name: cleanText(values.name).trim(),
    email: values.email.trim(),
    company: cleanText(values.company).trim(),
    message: cleanText(values.message).trim(),
  };
}

/** spec §5: name, email and message required (blank after trimming counts as empty); company optional. */
export function validateContact(input: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const { name, email, message } = contactInput(input);
  if (!name) errors.name = "nameRequired";
  if (!email) errors.email = "emailRequired";
  else if (!isEmail(email)) errors.email = "emailInvalid";
  if (!message) errors.message = "messageRequired";
  return errors;
}
