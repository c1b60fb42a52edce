import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Task } from '@/api/types';
import { showToast } from '@/components/ui';
import { useCreateTask } from '../../api/task-mutations';
import type { CreateTaskRequest } from '../../api/task-mutations';
import { optionalFields } from '../../model/optional-fields';
import { fieldMessage, formMessage } from '@/lib/form-errors';
import type { DueCommentFieldsProps } from './due-comment-fields';

/** What every create-task dialog shares: the request, its errors, due date and comment. */
export interface CreateTaskForm {
  pending: boolean;
  /**
   * A field's message: `problem` (the local check, false when the value is fine) once the
   * person tried to send, else what the service said about `field`.
   */
  errorOf: (field: string, problem?: string | false) => string | undefined;
  /** The service's refusal that none of the form's fields carries, for above the form. */
  message: string | null;
  /** Props for DueCommentFields. */
  schedule: DueCommentFieldsProps;
  /** The due date and comment as optional body fields (blank ones left out). */
  scheduleBody: Record<string, string>;
  /**
   * Marks the form as tried; when `valid`, sends the request, then toasts `done(task)`
   * (default: "<type> task created for <person>") and closes.
   */
  submit: (valid: boolean, request: CreateTaskRequest, done?: (task: Task) => string) => void;
}

/** `fields`: the body fields the dialog shows besides due date and comment (for formMessage). */
export function useCreateTaskForm(fields: readonly string[], onClose: () => void): CreateTaskForm {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const [tried, setTried] = useState(false);
  const [dueDate, setDueDate] = useState('');
  const [comment, setComment] = useState('');
  const errorOf = (field: string, problem?: string | false) =>
    tried && problem ? problem : fieldMessage(create.error, field);
  const created = (task: Task) =>
    t('created', { type: t(`type.${task.type}`), name: task.user.fullName ?? task.user.email });

  return {
    pending: create.isPending,
    errorOf,
    message: formMessage(create.error, [...fields, 'dueDate', 'comment']),
    schedule: {
      dueDate,
      comment,
      dueError: errorOf('dueDate'),
      commentError: errorOf('comment'),
      onDueDate: setDueDate,
      onComment: setComment,
    },
    scheduleBody: optionalFields({ dueDate, comment }),
    submit: (valid, request, done = created) => {
      setTried(true);
      if (!valid) return;
      create.mutate(request, {
        onSuccess: (task) => {
          showToast({ tone: 'success', message: done(task) });
          onClose();
        },
      });
    },
  };
}
