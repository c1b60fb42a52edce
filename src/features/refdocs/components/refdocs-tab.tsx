import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project, RefDoc } from '@/api/types';
import { Alert, Button, EmptyState, Spinner, showToast } from '@/components/ui';
import { fetchFile, saveBlob } from '@/lib/files';
import { describeError } from '@/lib/i18n';
import { httpUrl } from '@/lib/url';
import { useProjectRefDocs } from '../api/project-refdocs';
import { useUploadRefDocs } from '../api/refdoc-mutations';
import { DeleteRefDocDialog } from './delete-refdoc-dialog';
import { RefDocItem } from './refdoc-item';
import { RefDocPreview } from './refdoc-preview';
import { RefDocUrlDialog, type UrlMode } from './refdoc-url-dialog';
import { UploadProgress } from './upload-progress';

type Open = { kind: 'url'; mode: UrlMode } | { kind: 'preview' | 'delete'; doc: RefDoc } | null;

/** The Reference documents tab: files and links, with upload, fetch, link, preview and delete. */
export function RefDocsTab({ project }: { project: Project }) {
  // 'viewer' too: the preview would otherwise load its texts on first opening.
  const { t } = useTranslation(['refdocs', 'viewer']);
  const headingId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const query = useProjectRefDocs(project.projectUID, project.refDocs);
  const upload = useUploadRefDocs(project.projectUID);
  const writable = project.projectState === 'Active' || project.projectState === 'OnHold';
  const docs = query.data ?? [];

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) upload.mutate(files);
  };

  const download = (doc: RefDoc) => {
    const url = httpUrl(doc.url);
    if (!url) return;
    fetchFile(url.href).then(
      (blob) => saveBlob(blob, doc.name),
      (error: unknown) => showToast({ tone: 'error', message: describeError(error) }),
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <div role="group" aria-label={t('add.label')} className="flex flex-wrap gap-2">
        <Button disabled={!writable || upload.isPending} onClick={() => fileRef.current?.click()}>
          {t('add.upload')}
        </Button>
        <Button
          variant="secondary"
          disabled={!writable}
          onClick={() => setOpen({ kind: 'url', mode: 'fetch' })}
        >
          {t('add.fetch')}
        </Button>
        <Button
          variant="secondary"
          disabled={!writable}
          onClick={() => setOpen({ kind: 'url', mode: 'link' })}
        >
          {t('add.link')}
        </Button>
      </div>
      {!writable && <p className="text-sm text-slate-700">{t('add.readOnly')}</p>}
      <input ref={fileRef} type="file" multiple hidden tabIndex={-1} onChange={onPick} />
      {upload.progress && <UploadProgress progress={upload.progress} />}
      {upload.isError && (
        <Alert tone="error" title={t('add.uploadFailed')}>
          {describeError(upload.error)}
        </Alert>
      )}
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError && docs.length === 0 ? (
        <Alert tone="error">{describeError(query.error)}</Alert>
      ) : docs.length === 0 ? (
        <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white">
          {docs.map((doc) => (
            <RefDocItem
              key={doc.refDocUID}
              doc={doc}
              writable={writable}
              onPreview={() => setOpen({ kind: 'preview', doc })}
              onDownload={() => download(doc)}
              onDelete={() => setOpen({ kind: 'delete', doc })}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'url' && (
        <RefDocUrlDialog
          projectUID={project.projectUID}
          mode={open.mode}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'preview' && open.doc.url && (
        <RefDocPreview doc={open.doc} url={open.doc.url} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'delete' && (
        <DeleteRefDocDialog
          projectUID={project.projectUID}
          doc={open.doc}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
