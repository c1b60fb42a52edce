import { describe, expect, it } from 'vitest';
import { countProjects } from './project-counts';
import { searchUsers } from './user-search';

describe('countProjects', () => {
  it('counts per folder and per column within each client', () => {
    const counts = countProjects([
      { clientUID: 'a', folderUID: 'f1', kanbanColumnUID: 'c1' },
      { clientUID: 'a', folderUID: 'f1', kanbanColumnUID: 'c2' },
      { clientUID: 'b', folderUID: 'f1', kanbanColumnUID: null },
      { clientUID: 'a', folderUID: null, kanbanColumnUID: 'c1' },
    ]);
    expect(counts.folder('a', 'f1')).toBe(2);
    expect(counts.folder('b', 'f1')).toBe(1);
    expect(counts.folder('a', 'f9')).toBe(0);
    expect(counts.column('a', 'c1')).toBe(2);
    expect(counts.column('b', 'c1')).toBe(0);
  });
});

describe('searchUsers', () => {
  const users = [
    { userUID: '1', fullName: 'Anna Berg', email: 'anna@demo.test' },
    { userUID: '2', fullName: 'Léna Stoica', email: 'lena@demo.test' },
  ];

  it('matches name or e-mail, every word, ignoring case and accents', () => {
    expect(searchUsers(users, '').map((u) => u.userUID)).toEqual(['1', '2']);
    expect(searchUsers(users, 'lena').map((u) => u.userUID)).toEqual(['2']);
    expect(searchUsers(users, 'STOICA demo').map((u) => u.userUID)).toEqual(['2']);
    expect(searchUsers(users, 'anna@')).toHaveLength(1);
    expect(searchUsers(users, 'berg lena')).toEqual([]);
  });
});
