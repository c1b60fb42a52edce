import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, TextField } from '@/components/ui';
import { SearchHintTip } from './deferred';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The query in the URL. */
  value: string;
  /** Called with the typed text once typing pauses (or at once when cleared). */
  onCommit: (text: string) => void;
  busy: boolean;
}

/**
 * The text filter. What is typed stays in the field (it is never replaced by a slower answer);
 * the URL, and so the request, follows after a pause in typing.
 */
export function SearchField({ value, onCommit, busy }: SearchFieldProps) {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState(value);
  // The URL value last seen, and the last one this field sent: when the URL changes to
  // something this field did not send (Back, a link), the field shows it.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }
  const hintId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    setSent(next);
    onCommit(next);
  };

  return (
    <div className="flex items-end gap-2">
      {/* The hint sits behind the info button; the field still points at it for screen readers. */}
      <div className="min-w-0 flex-1">
        <TextField
          type="search"
          label={t('filters.search')}
          aria-describedby={hintId}
          value={text}
          autoComplete="off"
          spellCheck={false}
          aria-busy={busy || undefined}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(text);
          }}
        />
      </div>
      {/* Its button's place is kept while the tip's code arrives, just after the board's paint. */}
      <Suspense fallback={<span aria-hidden="true" className="mb-2 inline-block size-6" />}>
        <SearchHintTip.Component
          id={hintId}
          label={t('common:about', { title: t('filters.search') })}
          className="mb-2"
        >
          {t('filters.searchHint')}
        </SearchHintTip.Component>
      </Suspense>
      {text !== '' && (
        <Button
          variant="secondary"
          onClick={() => {
            setText('');
            commit('');
          }}
        >
          {t('filters.clearSearch')}
        </Button>
      )}
    </div>
  );
}
