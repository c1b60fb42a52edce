import type { User } from '@/api/types';

/** Lower case without accents, so "lena" finds "Léna" and "STOICA" finds "Stoica". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Users whose name or e-mail contains every word of `query`; all users for an empty query. */
export function searchUsers(users: readonly User[], query: string): User[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...users];
  return users.filter((user) => {
    const haystack = fold(`${user.fullName} ${user.email}`);
    return words.every((word) => haystack.includes(word));
  });
}
