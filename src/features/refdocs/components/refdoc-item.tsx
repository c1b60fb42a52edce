import { useTranslation } from '@/lib/i18n';
import type { RefDoc } from '@/api/types';
import { Badge, Button } from '@/components/ui';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { httpUrl } from '@/lib/url';
import { previewKindOf } from '../model/preview-kind';
import { RefDocName } from './refdoc-name';

const TONES = {
  Pending: 'neutral',
  Processing: 'info',
  Processed: 'success',
  Failed: 'error',
} as const;

/** One reference document: its name (a safe link for links), facts, and actions. */
export function RefDocItem({
  doc,
  writable,
  onPreview,
  onDownload,
  onDelete,
}: {
  doc: RefDoc;
  writable: boolean;
  onPreview: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('refdocs');
  const isFile = doc.kind === 'File';
  const ready = isFile && doc.status === 'Processed' && httpUrl(doc.url) !== null;
  const previewable = ready && previewKindOf(doc.name) !== 'none';
  const unsafeLink = doc.kind === 'Url' && httpUrl(doc.url) === null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1">
        <RefDocName doc={doc} />
        {doc.kind === 'Url' && doc.url !== doc.name && (
          <span className="text-sm break-all text-slate-700">{doc.url}</span>
        )}
        <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {isFile
            ? t('item.file', {
                size: doc.fileSize === null ? t('item.unknownSize') : formatFileSize(doc.fileSize),
              })
            : t('item.link')}
          {isFile && <Badge tone={TONES[doc.status]}>{t(`status.${doc.status}`)}</Badge>}
          <span>{t('item.added', { date: formatDateTime(doc.created) })}</span>
        </span>
        {unsafeLink && <span className="text-sm text-amber-900">{t('item.unsafe')}</span>}
        {isFile && doc.status === 'Failed' && (
          <span className="text-sm text-red-800">{t('item.failed')}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {previewable && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('item.previewNamed', { name: doc.name })}
            onClick={onPreview}
          >
            {t('item.preview')}
          </Button>
        )}
        {ready && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('item.downloadNamed', { name: doc.name })}
            onClick={onDownload}
          >
            {t('item.download')}
          </Button>
        )}
        {writable && (
          <Button
            variant="danger"
            size="sm"
            aria-label={t('item.deleteNamed', { name: doc.name })}
            onClick={onDelete}
          >
            {t('item.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
