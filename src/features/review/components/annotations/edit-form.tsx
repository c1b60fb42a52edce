import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, TextArea } from '@/components/ui';
import type { Annotation } from '@/api/types';
import { COMMENT_MAX } from '../../hooks/use-save-draft';

interface Props {
  annotation: Annotation;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Edits the text of one's own annotation; an empty text is refused here, before the service. */
export function EditForm({ annotation, onSave, onCancel }: Props) {
  const { t } = useTranslation('review');
  const [text, setText] = useState(annotation.text);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(t('thread.editRequired'));
      return;
    }
    onSave(trimmed);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextArea
        label={t('thread.editLabel')}
        rows={3}
        maxLength={COMMENT_MAX}
        value={text}
        error={error ?? undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on Edit to type in; its field takes the focus the Edit button had
        autoFocus
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('thread.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('thread.saveEdit')}
        </Button>
      </div>
    </form>
  );
}
