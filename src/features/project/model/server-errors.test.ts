import { describe, expect, it } from 'vitest';
import { mapServerFieldErrors, requestFieldOfKey } from './server-errors';

describe('mapServerFieldErrors', () => {
  it('puts each request field on the form field that shows it', () => {
    expect(
      mapServerFieldErrors({
        projectName: ['The projectName field is required.'],
        projectOwnersUIDS: ['The projectOwnersUIDS field needs at least 1 item.'],
        tags: ['Each tags item must be at most 25 characters long.'],
        description: ['Too long.'],
        templateUID: ['Unknown.'],
        folderUID: ['Unknown folder.'],
        clientUID: ['Unknown client.'],
        dueDate: ['Not a date.'],
      }),
    ).toEqual({
      fields: {
        name: ['The projectName field is required.'],
        owners: ['The projectOwnersUIDS field needs at least 1 item.'],
        tags: ['Each tags item must be at most 25 characters long.'],
        description: ['Too long.'],
        template: ['Unknown.'],
        folder: ['Unknown folder.'],
        client: ['Unknown client.'],
        dueDate: ['Not a date.'],
      },
      other: [],
    });
  });

  it('understands other spellings of the same key and keeps unknown keys as form messages', () => {
    expect(
      mapServerFieldErrors({
        '$.tags[3]': ['Too long.'],
        ProjectName: ['Required.'],
        'body.revision': ['Too long.'],
        traceParent: ['Odd.'],
      }),
    ).toEqual({
      fields: { tags: ['Too long.'], name: ['Required.'], revision: ['Too long.'] },
      other: ['Odd.'],
    });
  });

  it('reduces a key to its request field', () => {
    expect(requestFieldOfKey('$.projectOwnersUIDS[0]')).toBe('projectownersuids');
    expect(requestFieldOfKey('$')).toBe('');
  });
});
