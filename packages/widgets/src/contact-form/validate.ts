import type { ContactMessage } from "@marketing/contracts";

export type ContactField = "name" | "email" | "message";
export type ContactErrorKey = "nameRequired" | "emailRequired" | "emailInvalid" | "messageRequired";
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** The order fields appear in, so the first invalid one gets the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "message"];

// The browser's type="email" rule (WHATWG), plus a dot in the domain as the local services require:
// an address the endpoint would refuse must not look sent.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** spec §5: name, email and message required (blank after trimming counts as empty); company optional. */
export function validateContact(input: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!input.name.trim()) errors.name = "nameRequired";
  const email = input.email.trim();
  if (!email) errors.email = "emailRequired";
  else if (!isEmail(email)) errors.email = "emailInvalid";
  if (!input.message.trim()) errors.message = "messageRequired";
  return errors;
}
