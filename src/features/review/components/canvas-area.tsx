import { useId } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Spinner } from '@/components/ui';
import { ReviewCanvas } from '../canvas/review-canvas';
import type { StaticScene } from '../canvas/static-scene';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import { useTouchInput } from '../hooks/use-touch-input';
import { PageImageError, type PageImages } from '../canvas/page-images';
import type { PageImagesState } from '../hooks/use-page-images';
import type { VectorState } from '../hooks/use-vector-images';
import type { SaveDraft } from '../hooks/use-save-draft';
import { CANVAS_ATTRIBUTE } from '../hooks/use-workspace-keys';
import type { SceneItem } from '../model/hit-test';
import { InspectLayer, type InspectProps } from '../inspect/inspect-layer';
import { CommentPopover } from './comment-popover';
import { PageFilling } from './page-filling';

interface Props {
  wrapperRef: RefObject<HTMLDivElement | null>;
  editor: ReviewEditor;
  page: PageImagesState;
  /** What the canvas shows: the page's images, or their vector version. */
  images: PageImages | null;
  vector: VectorState;
  items: readonly SceneItem[];
  saver: SaveDraft;
  onSharp?: () => void;
  onScene?: (scene: StaticScene | null) => void;
  /** Drawn over the artwork (find's marks, the layers panel). */
  overlay?: ReactNode;
  /** The measure and colour tools (absent: not offered). */
  inspect?: InspectProps;
}

/** The file arrived but cannot be read (damaged, cut short, not a PNG): fetching again will not help. */
function unreadable(error: unknown): boolean {
  return error instanceof PageImageError && error.reason !== 'network' && error.reason !== 'http';
}

/** The canvas with what floats over it: loading and error states, and the draft's comment. */
export function CanvasArea({
  wrapperRef,
  editor,
  page,
  images,
  vector,
  items,
  saver,
  onSharp,
  onScene,
  overlay,
  inspect,
}: Props) {
  const { t } = useTranslation('review');
  const instructionsId = useId();
  const pageIndex = useEditorState(editor, (s) => s.page);
  const pageCount = useEditorState(editor, (s) => s.pageCount);
  const annotating = editor.canAnnotate;
  const touch = useTouchInput();
  const focusCanvas = () =>
    wrapperRef.current?.querySelector<HTMLElement>(`[${CANVAS_ATTRIBUTE}]`)?.focus();

  return (
    <div ref={wrapperRef} className="relative min-h-0 min-w-0 flex-1">
      <ReviewCanvas
        editor={editor}
        images={images}
        items={items}
        label={t('workspace.canvasLabel', { page: pageIndex + 1, count: pageCount })}
        describedBy={instructionsId}
        onSharp={onSharp}
        onScene={onScene}
      />
      {overlay}
      <p id={instructionsId} className="sr-only">
        {t(
          annotating
            ? touch
              ? 'workspace.instructionsTouch'
              : 'workspace.instructions'
            : touch
              ? 'workspace.instructionsViewTouch'
              : 'workspace.instructionsView',
        )}
      </p>
      {page.status === 'loading' && (
        <div className="pointer-events-none absolute inset-0 grid place-items-center">
          <Spinner label={t('workspace.loadingPage', { page: pageIndex + 1 })} />
        </div>
      )}
      {images && <PageFilling images={images} page={pageIndex + 1} />}
      {page.status === 'error' &&
        (unreadable(page.error) ? (
          <div className="absolute inset-x-4 top-4">
            <Alert tone="error" title={t('workspace.pageUnreadable', { page: pageIndex + 1 })}>
              {t('workspace.pageUnreadableHint')}
            </Alert>
          </div>
        ) : (
          <div className="absolute inset-x-4 top-4">
            <Alert tone="error" title={t('workspace.pageFailed', { page: pageIndex + 1 })}>
              {t('workspace.pageFailedHint')}
            </Alert>
          </div>
        ))}
      {vector.status === 'loading' && (
        <p
          role="status"
          className="absolute end-3 bottom-3 rounded-md bg-white/90 px-2 py-1 text-xs shadow"
        >
          {t('workspace.vectorLoading')}
        </p>
      )}
      {vector.status === 'error' && (
        <div className="absolute inset-x-4 bottom-4">
          <Alert tone="warning">{t('workspace.vectorFailed')}</Alert>
        </div>
      )}
      {inspect && (
        <InspectLayer {...inspect} editor={editor} images={images} wrapperRef={wrapperRef} />
      )}
      {annotating && <CommentPopover editor={editor} saver={saver} onDone={focusCanvas} />}
    </div>
  );
}
