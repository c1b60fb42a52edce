import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addTagsFromInput, checkTag } from './tags';

describe('checkTag', () => {
  it('accepts a single word up to 25 characters, trimmed', () => {
    expect(checkTag('  relaunch ', [])).toEqual({ ok: true, tag: 'relaunch' });
    expect(checkTag('a'.repeat(25), [])).toEqual({ ok: true, tag: 'a'.repeat(25) });
  });

  it('refuses what the service or the spec would not take, saying why', () => {
    expect(checkTag('a'.repeat(26), [])).toMatchObject({
      ok: false,
      problem: { key: 'form.tags.tooLong', values: { max: 25, over: 1 } },
    });
    expect(checkTag('private label', [])).toMatchObject({ problem: { key: 'form.tags.oneWord' } });
    expect(checkTag('   ', [])).toMatchObject({ problem: { key: 'form.tags.empty' } });
    expect(checkTag('CAN', ['can'])).toMatchObject({ problem: { key: 'form.tags.duplicate' } });
    const twenty = Array.from({ length: 20 }, (_, i) => `t${String(i)}`);
    expect(checkTag('one-more', twenty)).toMatchObject({
      problem: { key: 'form.tags.tooMany', values: { max: 20 } },
    });
  });
});

describe('addTagsFromInput', () => {
  it('adds the parts before a comma and keeps the rest in the box', () => {
    expect(addTagsFromInput('can, beverage,rel', [], false)).toEqual({
      tags: ['can', 'beverage'],
      draft: 'rel',
      problem: null,
    });
  });

  it('adds everything on Enter', () => {
    expect(addTagsFromInput('label', ['can'], true)).toEqual({
      tags: ['label'],
      draft: '',
      problem: null,
    });
  });

  it('skips empty parts between commas', () => {
    expect(addTagsFromInput(',,a,,', [], false)).toEqual({ tags: ['a'], draft: '', problem: null });
  });

  it('keeps a refused part and everything after it in the box', () => {
    const result = addTagsFromInput('ok,has space,later,typing', [], false);
    expect(result.tags).toEqual(['ok']);
    expect(result.draft).toBe('has space,later,typing');
    expect(result.problem?.key).toBe('form.tags.oneWord');
  });

  it('never loses a character of what was typed (property)', () => {
    const word = fc.stringMatching(/^[a-z-]{0,30}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.boolean(), (parts, commit) => {
        const text = parts.join(',');
        const result = addTagsFromInput(text, [], commit);
        const kept = [...result.tags, ...result.draft.split(',')].join('').replace(/\s/g, '');
        expect(kept).toBe(text.replace(/[,\s]/g, ''));
        for (const tag of result.tags) expect(tag.length).toBeLessThanOrEqual(25);
      }),
    );
  });
});
