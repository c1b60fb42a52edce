/** Joins class names, dropping falsy entries so conditional classes read inline. */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
