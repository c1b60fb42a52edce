/** Login names are e-mail addresses: the same person regardless of case and surrounding spaces. */
export function isSameUser(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
