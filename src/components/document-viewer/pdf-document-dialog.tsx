import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Dialog } from '@/components/ui';
import { saveBytes } from '@/lib/files';
import { FetchedDocument } from './fetched-document';
import type { FetchedDocumentProps } from './fetched-document';
import { PdfViewer } from './pdf-viewer';

export interface PdfDocumentDialogProps extends Pick<
  FetchedDocumentProps<Uint8Array>,
  'pendingLabel' | 'failedTitle' | 'fileFailed'
> {
  /** Heading and accessible name of the dialog. */
  title: string;
  /** The query for the PDF (a generated report, say); failures offer Retry. */
  query: UseQueryResult<Uint8Array>;
  /** What the document is, for screen readers (see PdfViewer). */
  label: string;
  /** The download button's text and the name the saved file gets. */
  download: { label: string; fileName: string };
  onClose: () => void;
}

/** A fetched PDF in a full-size dialog: the viewer, and a download once the bytes are here. */
export function PdfDocumentDialog({ query, label, download, ...props }: PdfDocumentDialogProps) {
  const bytes = query.data;
  return (
    <Dialog
      open
      size="full"
      title={props.title}
      onClose={props.onClose}
      actions={
        bytes && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => saveBytes(bytes, download.fileName, 'application/pdf')}
          >
            {download.label}
          </Button>
        )
      }
    >
      <FetchedDocument
        query={query}
        pendingLabel={props.pendingLabel}
        failedTitle={props.failedTitle}
        fileFailed={props.fileFailed}
        retry
      >
        {(data) => <PdfViewer bytes={data} label={label} />}
      </FetchedDocument>
    </Dialog>
  );
}
