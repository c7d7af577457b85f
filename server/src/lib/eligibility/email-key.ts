/** Gmail's two names for one mailbox domain; dots in its local part are ignored there. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The form in which two addresses are compared to decide whether one is already taken
 * (shared/spec/decisions.md): lowercased; a `+tag` before the `@` dropped, for every domain; for
 * Gmail, dots in the local part dropped and googlemail.com read as gmail.com. Never mailed or shown:
 * the address is kept as the member typed it.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
