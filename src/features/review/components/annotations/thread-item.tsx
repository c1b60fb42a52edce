import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Badge, cn, focusRing, VisuallyHidden } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import type { Annotation } from '@/api/types';
import type { AnnotationChange } from '../../api/annotation-mutations';
import { isMine, type Thread, type Viewer } from '../../model/threads';
import { EditForm } from './edit-form';
import { ReplyForm } from './reply-form';
import { ThreadActions } from './thread-actions';

interface Props {
  thread: Thread;
  /** The marker's number on the canvas. */
  number?: number | undefined;
  selected: boolean;
  viewer: Viewer;
  canAnnotate: boolean;
  onSelect: () => void;
  onChange: (change: AnnotationChange) => void;
  onDelete: () => void;
}

function Meta({ annotation }: { annotation: Annotation }) {
  return (
    <p className="text-xs text-slate-700">
      <span className="font-medium text-slate-900">{annotation.createdBy.fullName}</span>{' '}
      <time dateTime={annotation.created}>{formatDateTime(annotation.created)}</time>
    </p>
  );
}

/**
 * One thread of the list. Its summary is a button: choosing it selects the annotation and
 * brings its shape into view; the selected thread opens with replies and actions. Selecting
 * the shape on the canvas scrolls it here.
 */
export function ThreadItem({
  thread,
  number,
  selected,
  viewer,
  canAnnotate,
  onSelect,
  onChange,
  onDelete,
}: Props) {
  const { t } = useTranslation('review');
  const { annotation, replies } = thread;
  const [editing, setEditing] = useState(false);
  const detailsId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const mine = isMine(annotation, viewer);
  const shape = annotation.shape;

  useEffect(() => {
    if (selected) itemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  return (
    <li
      ref={itemRef}
      className={cn(
        'rounded-md border bg-white',
        selected ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-300',
      )}
    >
      <button
        type="button"
        aria-expanded={selected}
        aria-controls={detailsId}
        onClick={onSelect}
        className={cn('flex w-full items-start gap-2 rounded-md p-2 text-start', focusRing)}
      >
        {/* The number the canvas shows on this annotation's marker, ringed in its colour. */}
        <span
          aria-hidden="true"
          className="grid size-6 shrink-0 place-items-center rounded-full border-[3px] bg-white text-xs font-bold text-slate-900"
          style={{ borderColor: shape?.color ?? '#94a3b8' }}
        >
          {number}
        </span>
        {number !== undefined && <VisuallyHidden>{t('thread.marker', { number })}</VisuallyHidden>}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-1 text-xs text-slate-700">
            <span className="font-medium text-slate-900">{annotation.createdBy.fullName}</span>
            <span>· {shape ? t(`thread.shape.${shape.type}`) : t('thread.shape.none')}</span>
            {annotation.isCompleted && <Badge tone="success">{t('thread.completed')}</Badge>}
            {annotation.isHidden && <Badge>{t('thread.hidden')}</Badge>}
          </span>
          <span
            dir="auto"
            className={cn(
              'text-sm break-words whitespace-pre-wrap text-slate-900',
              !selected && 'line-clamp-3',
            )}
          >
            {annotation.text}
          </span>
          {replies.length > 0 && (
            <span className="text-xs text-slate-700">
              {t('thread.replies', { count: replies.length })}
            </span>
          )}
        </span>
      </button>
      <div
        id={detailsId}
        hidden={!selected}
        className="flex flex-col gap-3 border-t border-slate-200 p-2"
      >
        <Meta annotation={annotation} />
        {editing ? (
          <EditForm
            annotation={annotation}
            onCancel={() => setEditing(false)}
            onSave={(text) => {
              onChange({ kind: 'edit', annotationUID: annotation.annotationUID, text });
              setEditing(false);
            }}
          />
        ) : (
          canAnnotate && (
            <ThreadActions
              annotation={annotation}
              mine={mine}
              onChange={onChange}
              onEdit={() => setEditing(true)}
              onDelete={onDelete}
            />
          )
        )}
        {replies.length > 0 && (
          <ol
            aria-label={t('thread.repliesLabel')}
            className="flex flex-col gap-2 border-s-2 border-slate-200 ps-2"
          >
            {replies.map((reply) => (
              <li key={reply.annotationUID} className="flex flex-col gap-0.5">
                <Meta annotation={reply} />
                <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
                  {reply.text}
                </p>
              </li>
            ))}
          </ol>
        )}
        {canAnnotate && selected && <ReplyForm parent={annotation} />}
      </div>
    </li>
  );
}
