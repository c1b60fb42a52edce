import { useState } from 'react';
import type { SyntheticEvent, KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SaveWatchNotice } from '@/components/save-watch-notice';
import { Button, TextArea } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useSaveWatch } from '@/lib/save-watch';
import type { Annotation } from '@/api/types';
import { useCreateAnnotation } from '../../api/annotation-mutations';
import { findCreatedAnnotation } from '../../api/find-created-annotation';
import { COMMENT_MAX } from '../../hooks/use-save-draft';

/**
 * A reply to a thread; the text stays when sending fails, with the reason under it. A reply
 * without an answer can be cancelled; the thread is then read to tell whether it landed.
 */
export function ReplyForm({ parent }: { parent: Annotation }) {
  const { t } = useTranslation('review');
  const create = useCreateAnnotation(parent.assetUID);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const watch = useSaveWatch();

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (watch.busy) return;
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(t('thread.replyRequired'));
      return;
    }
    setError(null);
    const body = {
      assetUID: parent.assetUID,
      pageNumber: parent.pageNumber,
      text: trimmed,
      parentAnnotationUID: parent.annotationUID,
    };
    const sentAt = Date.now();
    watch.start({
      send: (signal) => create.mutateAsync({ ...body, signal }),
      check: () => findCreatedAnnotation(body, sentAt),
      onSaved: () => setText(''),
      onFailed: (failure) => setError(t('thread.replyFailed', { reason: describeError(failure) })),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextArea
        label={t('thread.replyLabel', { name: parent.createdBy.fullName })}
        rows={2}
        maxLength={COMMENT_MAX}
        value={text}
        error={error ?? undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <SaveWatchNotice watch={watch} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={watch.busy}>
          {watch.busy ? t('thread.sending') : t('thread.sendReply')}
        </Button>
      </div>
    </form>
  );
}
