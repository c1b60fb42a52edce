import type { ReactNode } from 'react';
import { Alert, Button } from '@/components/ui';
import { describeError, useTranslation } from '@/lib/i18n';

export interface QueryErrorAlertProps {
  /** The query that failed; Retry asks it again. */
  query: { error: unknown; refetch: () => Promise<unknown> };
  title?: string;
  /** 'warning' where the screen still works without the data (a side panel, a field). */
  tone?: 'error' | 'warning';
  /** What went wrong in words; the error described for people when left out. */
  children?: ReactNode;
}

/** A read that failed, with the one way out every screen offers: ask again. */
export function QueryErrorAlert({ query, title, tone = 'error', children }: QueryErrorAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      tone={tone}
      title={title}
      action={
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      }
    >
      {children ?? describeError(query.error, t)}
    </Alert>
  );
}
