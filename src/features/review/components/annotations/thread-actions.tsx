import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, InfoTip } from '@/components/ui';
import type { Annotation } from '@/api/types';
import type { AnnotationChange } from '../../api/annotation-mutations';

interface Props {
  annotation: Annotation;
  mine: boolean;
  onChange: (change: AnnotationChange) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * What can be done with a thread. Editing and deleting are the creator's (the service answers
 * 412 otherwise): others see Delete disabled, the reason one press away (and
 * read with the button by screen readers).
 */
export function ThreadActions({ annotation, mine, onChange, onEdit, onDelete }: Props) {
  const { t } = useTranslation('review');
  const reasonId = useId();
  const uid = annotation.annotationUID;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1">
        {mine && (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('thread.edit')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({ kind: 'complete', annotationUID: uid, isCompleted: !annotation.isCompleted })
          }
        >
          {annotation.isCompleted ? t('thread.reopen') : t('thread.complete')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({ kind: 'hide', annotationUID: uid, isHidden: !annotation.isHidden })
          }
        >
          {annotation.isHidden ? t('thread.show') : t('thread.hide')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          disabled={!mine}
          aria-describedby={mine ? undefined : reasonId}
          onClick={onDelete}
        >
          {t('thread.delete')}
        </Button>
        {!mine && (
          <InfoTip id={reasonId} label={t('thread.whyNoDelete')}>
            {t('thread.deleteNotCreator', { name: annotation.createdBy.fullName })}
          </InfoTip>
        )}
      </div>
    </div>
  );
}
