import { useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn, focusRing, VisuallyHidden } from '@/components/ui';
import { controlClass, FieldError, FieldHint, FieldLabel } from '@/components/ui/field-parts';
import { PROJECT_LIMITS } from '../../model/limits';
import { addTagsFromInput } from '../../model/tags';

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
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const countId = `${id}-count`;

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
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id}>{t('form.fields.tags')}</FieldLabel>
      <FieldHint id={hintId}>
        {t('form.hints.tags', { max: PROJECT_LIMITS.maxTags, length: PROJECT_LIMITS.tagLength })}
      </FieldHint>
      {tags.length > 0 && (
        <ul aria-label={t('form.tags.list')} className="flex flex-wrap gap-1.5">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-2.5 pe-1 text-sm text-slate-900 ring-1 ring-slate-400 ring-inset"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(index)}
                className={cn(
                  'inline-flex size-6 items-center justify-center rounded-full text-slate-700 hover:bg-slate-200',
                  focusRing,
                )}
              >
                <span aria-hidden="true">×</span>
                <VisuallyHidden>{t('form.tags.remove', { tag })}</VisuallyHidden>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={draft}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId, countId].filter(Boolean).join(' ')}
        className={controlClass(Boolean(error))}
        autoComplete="off"
      />
      <div className="flex items-start justify-between gap-2">
        <div aria-live="polite">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
        <p
          id={countId}
          className={cn(
            'shrink-0 text-xs tabular-nums',
            tags.length > PROJECT_LIMITS.maxTags ? 'font-semibold text-red-700' : 'text-slate-700',
          )}
        >
          {t('form.tags.count', { count: tags.length, max: PROJECT_LIMITS.maxTags })}
        </p>
      </div>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </div>
  );
}
