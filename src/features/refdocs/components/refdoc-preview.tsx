import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefDoc } from '@/api/types';
import { DocumentDialog, PdfPreview } from '@/components/document-viewer';
import { Alert, Button, Spinner } from '@/components/ui';
import { FileFetchError, saveBlob } from '@/lib/files';
import { describeError } from '@/lib/i18n';
import { useRefDocFile } from '../api/refdoc-file';
import { previewKindOf } from '../model/preview-kind';

function PdfBody({ blob, label }: { blob: Blob; label: string }) {
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  useEffect(() => {
    let active = true;
    void blob.arrayBuffer().then((buffer) => {
      if (active) setBytes(new Uint8Array(buffer));
    });
    return () => {
      active = false;
    };
  }, [blob]);
  return bytes ? <PdfPreview bytes={bytes} label={label} /> : <Spinner />;
}

function ImageBody({ blob, alt }: { blob: Blob; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="h-full overflow-auto bg-slate-200 p-4">
      <img src={url} alt={alt} className="mx-auto max-w-full bg-white shadow" />
    </div>
  );
}

/** A reference document's PDF or image, shown in the app (its file URL is fetched, not opened). */
export function RefDocPreview({
  doc,
  url,
  onClose,
}: {
  doc: RefDoc;
  url: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('refdocs');
  const file = useRefDocFile(doc.refDocUID, url);
  let body;
  if (file.isPending) {
    body = (
      <div className="grid h-full place-items-center">
        <Spinner label={t('preview.loading')} />
      </div>
    );
  } else if (file.isError) {
    body = (
      <div className="p-4">
        <Alert tone="error">
          {file.error instanceof FileFetchError
            ? t('preview.fileFailed', { status: file.error.status })
            : describeError(file.error)}
        </Alert>
      </div>
    );
  } else {
    const kind = previewKindOf(doc.name, file.data.type);
    body =
      kind === 'pdf' ? (
        <PdfBody blob={file.data} label={t('preview.label', { name: doc.name })} />
      ) : kind === 'image' ? (
        <ImageBody blob={file.data} alt={doc.name} />
      ) : (
        <div className="p-4">
          <Alert tone="info">{t('preview.unsupported')}</Alert>
        </div>
      );
  }
  const blob = file.data;
  return (
    <DocumentDialog
      title={doc.name}
      onClose={onClose}
      actions={
        blob && (
          <Button variant="secondary" size="sm" onClick={() => saveBlob(blob, doc.name)}>
            {t('item.download')}
          </Button>
        )
      }
    >
      {body}
    </DocumentDialog>
  );
}
