import { useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { VisuallyHidden } from '@/components/ui';
import { FieldFrame } from '@/components/ui/field-parts';
import { PROJECT_LIMITS } from '../../model/limits';
import { addTagsFromInput } from '../../model/tags';
import { ChipList } from './chip-list';

export interface TagInputProps {
  id: string;
  tags: string[];
  /** Text typed but not yet a tag; the parent keeps it so an error never loses it. */
  draft: string;
  onChange: (tags: string[], draft: string) => void;
  error?: string | undefined;
}

/**
 * Tags as chips: Enter or a comma adds, each chip has a remove button, Backspace in the empty
 * box removes the last one. Additions and removals are announced politely.
 */
export function TagInput({ id, tags, draft, onChange, error }: TagInputProps) {
  const { t } = useTranslation('project');
  const [announcement, setAnnouncement] = useState('');

  const add = (text: string, commit: boolean) => {
    const result = addTagsFromInput(text, tags, commit);
    onChange([...tags, ...result.tags], result.draft);
    if (result.tags.length > 0) {
      setAnnouncement(t('form.tags.added', { tags: result.tags.join(', ') }));
    }
  };

  const remove = (index: number) => {
    const removed = tags[index];
    if (removed === undefined) return;
    onChange(
      tags.filter((_, i) => i !== index),
      draft,
    );
    setAnnouncement(t('form.tags.removed', { tag: removed }));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (text.includes(',')) add(text, false);
    else onChange(tags, text);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft.trim() !== '') {
      // Enter with text adds the tag; with an empty box it submits the form as usual.
      event.preventDefault();
      add(draft, true);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      remove(tags.length - 1);
    }
  };

  return (
    <FieldFrame
      id={id}
      label={t('form.fields.tags')}
      hint={t('form.hints.tags', { max: PROJECT_LIMITS.maxTags, length: PROJECT_LIMITS.tagLength })}
      error={error}
      count={{
        text: t('form.tags.count', { count: tags.length, max: PROJECT_LIMITS.maxTags }),
        over: tags.length > PROJECT_LIMITS.maxTags,
      }}
      liveError
    >
      {(control) => (
        <>
          <ChipList
            label={t('form.tags.list')}
            items={tags.map((tag) => ({ key: tag, text: tag }))}
            removeLabel={(tag) => t('form.tags.remove', { tag })}
            onRemove={(tag) => remove(tags.indexOf(tag))}
          />
          <input
            {...control}
            value={draft}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            autoComplete="off"
          />
          <VisuallyHidden>
            <span role="status">{announcement}</span>
          </VisuallyHidden>
        </>
      )}
    </FieldFrame>
  );
}
