import { useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui';
import { acceptsUploads, addAssetFiles, type UploadProject } from '../model/add-files';
import { filesOfDrop, type DropItemLike, type EntryLike } from '../model/folder-entries';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

function dropItems(list: DataTransferItemList): DropItemLike[] {
  return Array.from(list, (item) => ({
    kind: item.kind,
    getAsFile: () => item.getAsFile(),
    // FileSystemEntry has the members EntryLike names; the DOM types just do not narrow them.
    webkitGetAsEntry: () => item.webkitGetAsEntry() as unknown as EntryLike | null,
  }));
}

export interface UploadDropZoneProps {
  /** The project files go to; while undefined (loading) drops are ignored. */
  project: UploadProject | undefined;
  children: ReactNode;
}

/**
 * Files and folders dropped anywhere inside go to the project's upload queue. Keyboard and
 * screen-reader users have the same through the Upload buttons of the Assets tab.
 */
export function UploadDropZone({ project, children }: UploadDropZoneProps) {
  const { t } = useTranslation('uploads');
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const open = project !== undefined && acceptsUploads(project);

  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!project) return;
    if (!open) {
      showToast({
        tone: 'warning',
        message: t('drop.closed', { state: t(`projectState.${project.projectState}`) }),
      });
      return;
    }
    void filesOfDrop(dropItems(event.dataTransfer.items)).then((files) =>
      addAssetFiles(project, files),
    );
  };

  return (
    <div
      className="relative"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = open ? 'copy' : 'none';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {children}
      {dragging && project && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-20 grid place-items-center rounded-lg border-4 border-dashed border-blue-700 bg-blue-50/90"
        >
          <p className="text-lg font-semibold text-blue-950">
            {open
              ? t('drop.hint', { name: project.name })
              : t('drop.closed', { state: t(`projectState.${project.projectState}`) })}
          </p>
        </div>
      )}
    </div>
  );
}
