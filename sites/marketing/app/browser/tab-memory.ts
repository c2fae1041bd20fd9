// What a mail link's page keeps for this tab (its token, then its outcome), so a reload still
// offers the button or says what happened. Storage may be disabled: then a reload finds neither.

export function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function keep(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: a reload finds neither.
  }
}
