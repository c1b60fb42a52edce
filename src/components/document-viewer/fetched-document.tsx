import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Spinner } from '@/components/ui';
import { FileFetchError } from '@/lib/files';
import { describeError } from '@/lib/i18n';

export interface FetchedDocumentProps<T> {
  /** The query that fetches the document (a file or a generated report). */
  query: UseQueryResult<T>;
  /** Spoken and shown while the query is pending, e.g. "Generating the proof report…". */
  pendingLabel: string;
  /** Heading of the error alert. */
  failedTitle?: string;
  /** Message for a file URL that answered HTTP `status`; other errors read as describeError. */
  fileFailed: (status: number) => string;
  /** Offer Retry when the query failed. */
  retry?: boolean;
  /** The document once it arrived. */
  children: (data: T) => ReactNode;
}

/** The body of a document dialog: a spinner, the error (with Retry), then the document. */
export function FetchedDocument<T>(props: FetchedDocumentProps<T>) {
  const { query, pendingLabel, failedTitle, fileFailed, retry, children } = props;
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <div className="grid h-full place-items-center">
        <Spinner label={pendingLabel} />
      </div>
    );
  }
  if (query.isError) {
    const { error } = query;
    return (
      <div className="p-4">
        <Alert
          tone="error"
          title={failedTitle}
          action={
            retry && (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {t('actions.retry')}
              </Button>
            )
          }
        >
          {error instanceof FileFetchError ? fileFailed(error.status) : describeError(error)}
        </Alert>
      </div>
    );
  }
  return children(query.data);
}
