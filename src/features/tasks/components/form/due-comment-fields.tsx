import { useTranslation } from '@/lib/i18n';
import { TextArea, TextField } from '@/components/ui';

export interface DueCommentFieldsProps {
  dueDate: string;
  comment: string;
  dueError: string | undefined;
  commentError: string | undefined;
  onDueDate: (value: string) => void;
  onComment: (value: string) => void;
}

/** Due date (a calendar day) and a comment for the assignee; both optional. */
export function DueCommentFields({
  dueDate,
  comment,
  dueError,
  commentError,
  onDueDate,
  onComment,
}: DueCommentFieldsProps) {
  const { t } = useTranslation('tasks');
  return (
    <>
      <TextField
        label={t('form.dueDate')}
        type="date"
        value={dueDate}
        error={dueError}
        hint={t('form.dueHint')}
        onChange={(event) => onDueDate(event.target.value)}
      />
      <TextArea
        label={t('form.comment')}
        value={comment}
        error={commentError}
        maxLength={2000}
        rows={3}
        hint={t('form.commentHint')}
        onChange={(event) => onComment(event.target.value)}
      />
    </>
  );
}
