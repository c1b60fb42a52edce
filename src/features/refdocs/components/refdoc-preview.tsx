import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { RefDoc } from '@/api/types';
import { FetchedDocument, PdfViewer } from '@/components/document-viewer';
import { Alert, Button, Dialog, Spinner } from '@/components/ui';
import { saveBlob } from '@/lib/files';
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
  return bytes ? <PdfViewer bytes={bytes} label={label} /> : <Spinner />;
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

function PreviewBody({ blob, name }: { blob: Blob; name: string }) {
  const { t } = useTranslation('refdocs');
  const kind = previewKindOf(name, blob.type);
  if (kind === 'pdf') return <PdfBody blob={blob} label={t('preview.label', { name })} />;
  if (kind === 'image') return <ImageBody blob={blob} alt={name} />;
  return (
    <div className="p-4">
      <Alert tone="info">{t('preview.unsupported')}</Alert>
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
  const blob = file.data;
  return (
    <Dialog
      open
      size="full"
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
      <FetchedDocument
        query={file}
        pendingLabel={t('preview.loading')}
        fileFailed={(status) => t('preview.fileFailed', { status })}
      >
        {(data) => <PreviewBody blob={data} name={doc.name} />}
      </FetchedDocument>
    </Dialog>
  );
}
