import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, InfoTip } from '@/components/ui';
import { acceptsUploads, addAssetFiles, type UploadProject } from '../model/add-files';
import { UrlUploadDialog } from './url-upload-dialog';

/** Buttons that add files, a whole folder, or a file fetched from a URL to the upload queue. */
export function AssetUploadControls({ project }: { project: UploadProject }) {
  const { t } = useTranslation('uploads');
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const [urlOpen, setUrlOpen] = useState(false);
  const hintId = useId();
  const open = acceptsUploads(project);

  useEffect(() => {
    // Not a React prop: the folder picker is switched on through the DOM property.
    if (folderRef.current) folderRef.current.webkitdirectory = true;
  }, []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again still fires change.
    event.target.value = '';
    addAssetFiles(project, files);
  };

  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={t('controls.label')} className="flex flex-wrap gap-2">
        <Button
          disabled={!open}
          aria-describedby={hintId}
          onClick={() => filesRef.current?.click()}
        >
          {t('controls.files')}
        </Button>
        <Button
          variant="secondary"
          disabled={!open}
          aria-describedby={hintId}
          onClick={() => folderRef.current?.click()}
        >
          {t('controls.folder')}
        </Button>
        <Button variant="secondary" disabled={!open} onClick={() => setUrlOpen(true)}>
          {t('controls.url')}
        </Button>
        {open && (
          <InfoTip id={hintId} label={t('controls.about')} className="self-center">
            {t('controls.hint')}
          </InfoTip>
        )}
      </div>
      {/* Why the buttons are disabled stays in view; how uploading works is one press away. */}
      {!open && (
        <p id={hintId} className="text-sm text-slate-700">
          {t('controls.closed', { state: t(`projectState.${project.projectState}`) })}
        </p>
      )}
      <input ref={filesRef} type="file" multiple hidden tabIndex={-1} onChange={onPick} />
      <input ref={folderRef} type="file" multiple hidden tabIndex={-1} onChange={onPick} />
      {urlOpen && <UrlUploadDialog project={project} onClose={() => setUrlOpen(false)} />}
    </div>
  );
}
