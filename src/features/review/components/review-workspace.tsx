import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import type { Asset, Task } from '@/api/types';
import type { ActionContext } from '../actions/action-types';
import { useAnnotationChange } from '../api/annotation-mutations';
import { useAnnotations } from '@/entities/annotations/queries';
import { BarcodeToggle } from '../barcodes/barcode-toggle';
import { LazyBarcodePanel } from '../barcodes/lazy-barcode-panel';
import { pageBitmapUrl } from '../canvas/page-images';
import type { StaticScene } from '../canvas/static-scene';
import type { ReviewCapabilities } from '../editor/editor-state';
import { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import { usePageImages } from '../hooks/use-page-images';
import { useSaveDraft } from '../hooks/use-save-draft';
import { useSceneItems } from '../hooks/use-scene-items';
import { useTestApi } from '../hooks/use-test-api';
import { canUseVector, useVectorImages } from '../hooks/use-vector-images';
import { CANVAS_ATTRIBUTE, useWorkspaceKeys } from '../hooks/use-workspace-keys';
import { FindHighlights } from '../find/find-highlights';
import { matchShare } from '../find/find-types';
import { useInspect } from '../find/use-inspect';
import { LayersButton } from '../layers/layers-button';
import { LayersPanel } from '../layers/layers-panel';
import { usePdfLayers } from '@/lib/pdf';
import { browserDraftStorage, createDraftStore } from '../model/drafts';
import { boundsOf } from '../model/geometry';
import { MAX_SCALE, zoomToRect } from '../model/viewport';
import {
  findThread,
  otherVersionCount,
  threadsByPage,
  type AnnotationFilter,
  type Thread,
  type Viewer,
} from '../model/threads';
import { AnnotationPanel } from './annotations/annotation-panel';
import { InspectSlot } from '../inspect/inspect-slot';
import { CanvasArea } from './canvas-area';
import { DecisionPanel } from './decision/decision-panel';
import { DeleteDialog } from './delete-dialog';
import { HelpDialog } from './help-dialog';
import { PageStrip } from './page-strip';
import { PanelSheet } from './panel-sheet';
import { WorkspaceTitle } from './workspace-title';
import { WorkspaceToolbar } from './workspace-toolbar';

// Find and its matching code load when find is first opened.
const FindBar = lazy(() => import('../find/find-bar'));

export interface ReviewWorkspaceProps {
  /** A processed asset version (fullSizeBitmapUrl set). */
  asset: Asset;
  /** The review task the asset is reviewed in, if any. */
  task?: Task | null | undefined;
  capabilities: ReviewCapabilities;
  /** Who is reviewing: decides "mine" and who may edit or delete. */
  viewer: Viewer;
  /** Keeps drafts of different people apart in one tab, e.g. `user:<uid>` or `ext:<taskUID>`. */
  draftScope: string;
  initialPage?: number | undefined;
  /** Link to another asset of the task; without it the task's assets are listed without links. */
  assetHref?: ((assetUID: string) => string) | undefined;
  /** Shown first in the header bar (a back link). */
  headerStart?: ReactNode;
  /** Shown in the decision panel once the task has ended (the reviewer's next task). */
  afterTask?: ReactNode;
}

/**
 * The review tool for one asset version: viewer, annotation tools and list, and the decision
 * panel of its task. Composable: the internal review page and the external review flow both
 * render it, each with the capabilities its session allows.
 */
export function ReviewWorkspace(props: ReviewWorkspaceProps) {
  // A new asset or version is a new editor (drafts, history and viewport belong to one version).
  return <Workspace key={`${props.asset.assetUID}:${props.asset.version}`} {...props} />;
}

function Workspace({
  asset,
  task,
  capabilities,
  viewer,
  draftScope,
  initialPage,
  assetHref,
  headerStart,
  afterTask,
}: ReviewWorkspaceProps) {
  const { t } = useTranslation('review');
  const titleId = useId();
  const annotating = capabilities.canAnnotate && !capabilities.simpleMode;
  const [editor] = useState(
    () =>
      new ReviewEditor({
        pageCount: Math.max(1, asset.pagesCount),
        initialPage: initialPage ?? 0,
        canAnnotate: annotating,
        drafts: createDraftStore(browserDraftStorage()),
        draftScope: { scope: draftScope, assetUID: asset.assetUID, version: asset.version },
      }),
  );
  const vectorAvailable = canUseVector(asset, capabilities.canDownload);
  const layersPanelId = useId();
  const [pageShown, setPageShown] = useState(false);
  const inspect = useInspect(asset, vectorAvailable, pageShown);
  const { openFind } = inspect;
  const inspectTools = useMemo(
    () => ({ asset, canDownload: capabilities.canDownload, canAnnotate: annotating }),
    [asset, capabilities.canDownload, annotating],
  );
  const ctx: ActionContext = useMemo(
    () => ({ editor, capabilities, vectorAvailable, openFind }),
    [editor, capabilities, vectorAvailable, openFind],
  );
  const [filter, setFilter] = useState<AnnotationFilter>('all');
  const [barcodesOpen, setBarcodesOpen] = useState(false);
  const [scene, setScene] = useState<StaticScene | null>(null);

  const annotations = useAnnotations(asset.assetUID);
  // The threads' first arrival (list, markers) renders in a deferred pass React slices between
  // frames: it re-rendered the whole workspace and the list in one task, right after the
  // tool's mount (97 ms on a phone, 4x CPU). Later changes (a reply, a hide) render at once.
  const firstThreads = useDeferredValue(annotations.data);
  const annotationsData = firstThreads === undefined ? undefined : annotations.data;
  const byPage = useMemo(
    () =>
      annotationsData ? threadsByPage(annotationsData, asset.version) : new Map<number, Thread[]>(),
    [annotationsData, asset.version],
  );
  const page = useEditorState(editor, (s) => s.page);
  const pageSize = useEditorState(editor, (s) => s.pageSize);
  const dialog = useEditorState(editor, (s) => s.dialog);

  const url = asset.fullSizeBitmapUrl ? pageBitmapUrl(asset.fullSizeBitmapUrl, page) : null;
  const pageImages = usePageImages(url, (images) => editor.setPageSize(images.size));
  const vectorOn = useEditorState(editor, (s) => s.vector);
  const baseImages = pageImages.status === 'ready' ? pageImages.images : null;
  if (baseImages && !pageShown) setPageShown(true);
  const vector = useVectorImages(
    asset,
    (vectorOn || inspect.layered) && vectorAvailable,
    baseImages,
    page,
    { open: inspect.wantsPdf, layers: inspect.overrides },
  );
  const layers = usePdfLayers(vector.document);
  const focusCanvas = () =>
    canvasWrapper.current?.querySelector<HTMLElement>(`[${CANVAS_ATTRIBUTE}]`)?.focus();
  const shownImages = vector.status === 'ready' ? vector.images : baseImages;
  const items = useSceneItems(editor, byPage.get(page), pageSize, filter, viewer);
  const saver = useSaveDraft(editor, asset.assetUID);
  useWorkspaceKeys(ctx);
  const change = useAnnotationChange(asset.assetUID);
  const canvasWrapper = useRef<HTMLDivElement>(null);
  useTestApi({
    assetUID: asset.assetUID,
    editor,
    scene,
    annotations: annotationsData,
    items,
    images: shownImages,
    canvas: () => canvasWrapper.current?.querySelector<HTMLElement>('[data-review-canvas]') ?? null,
  });

  // Stable, with otherVersions below, so the memoized annotation list skips the workspace's
  // many renders that do not change it.
  const selectThread = useCallback(
    (thread: Thread) => {
      const { annotation } = thread;
      if (editor.state.selection === annotation.annotationUID) {
        editor.select(null);
        return;
      }
      const shape = annotation.shape;
      editor.goToPage(annotation.pageNumber, shape ? boundsOf(shape.points) : null);
      editor.select(annotation.annotationUID);
    },
    [editor],
  );
  const otherVersions = useMemo(
    () => (annotationsData ? otherVersionCount(annotationsData, asset.version) : 0),
    [annotationsData, asset.version],
  );
  // A thread deleted (here or by someone else) is no longer selected.
  const selection = useEditorState(editor, (s) => s.selection);
  const selectionGone =
    selection !== null && annotationsData !== undefined && !findThread(byPage, selection);
  useEffect(() => {
    if (selectionGone) editor.select(null);
  }, [editor, selectionGone]);
  const sheet = Boolean(task) || !capabilities.simpleMode;
  const deleting =
    dialog?.kind === 'delete' ? (findThread(byPage, dialog.annotationUID) ?? null) : null;

  return (
    <section aria-labelledby={titleId} className="flex h-full min-h-0 flex-col">
      {/* On a phone: back link, name and version on one line, the toolbar on the next. */}
      <header className="relative flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-white px-3 py-2 max-md:gap-x-2 max-md:gap-y-0.5 max-md:py-1">
        {headerStart}
        <WorkspaceTitle id={titleId} asset={asset} page={page} t={t} />
        <div className="max-md:basis-full">
          <WorkspaceToolbar
            ctx={ctx}
            inspect={
              <>
                <BarcodeToggle open={barcodesOpen} onToggle={() => setBarcodesOpen((o) => !o)} />
                {layers && layers.length > 0 ? (
                  <LayersButton
                    open={inspect.layersOpen}
                    changed={inspect.layered}
                    controls={layersPanelId}
                    onToggle={() => inspect.setLayersOpen(!inspect.layersOpen)}
                  />
                ) : null}
              </>
            }
          />
        </div>
      </header>
      {inspect.find.open && (
        <Suspense fallback={null}>
          <FindBar
            source={inspect.findSource(vector.document, vector.documentFailed)}
            document={vector.document}
            page={page}
            focusRequest={inspect.find.request}
            onResult={inspect.setResult}
            onGo={(match) => editor.goToPage(match.page, matchShare(match))}
            onClose={() => {
              inspect.closeFind();
              focusCanvas();
            }}
          />
        </Suspense>
      )}
      {/* On a phone the panel is a sheet over the bottom: the artwork stops above its peek height. */}
      <div className={cn('flex min-h-0 flex-1', sheet && 'pb-36 md:pb-0')}>
        {asset.pagesCount > 1 && asset.fullSizeBitmapUrl && (
          <PageStrip editor={editor} fullSizeBitmapUrl={asset.fullSizeBitmapUrl} />
        )}
        <CanvasArea
          wrapperRef={canvasWrapper}
          editor={editor}
          page={pageImages}
          images={shownImages}
          vector={vector}
          items={items}
          saver={saver}
          onScene={setScene}
          overlay={
            <>
              <FindHighlights editor={editor} result={inspect.result} />
              <div id={layersPanelId}>
                {inspect.layersOpen && layers && layers.length > 0 && (
                  <LayersPanel
                    layers={layers}
                    overrides={inspect.overrides}
                    onChange={inspect.setOverrides}
                    onClose={() => {
                      inspect.setLayersOpen(false);
                      focusCanvas();
                    }}
                  />
                )}
              </div>
            </>
          }
          inspect={inspectTools}
        />
        {barcodesOpen && (
          <LazyBarcodePanel
            pageUrl={url}
            page={page}
            // Zoomed to fill the view (the symbol and half its size around it), where an
            // annotation is only scrolled into view.
            onShow={(box) => {
              const pad = Math.max(box.width, box.height) * 0.5;
              const rect = {
                x: box.x - pad,
                y: box.y - pad,
                width: box.width + 2 * pad,
                height: box.height + 2 * pad,
              };
              editor.setViewport(zoomToRect(rect, editor.state.canvasSize, 24, MAX_SCALE));
            }}
            onClose={() => setBarcodesOpen(false)}
          />
        )}
        {sheet && (
          <PanelSheet label={t('workspace.sidePanel')}>
            <InspectSlot />
            {task && (
              <DecisionPanel
                task={task}
                assetUID={asset.assetUID}
                canDecide={capabilities.canDecide}
                simpleMode={capabilities.simpleMode}
                assetHref={assetHref}
                afterTask={afterTask}
              />
            )}
            {!capabilities.simpleMode && (
              <AnnotationPanel
                editor={editor}
                assetUID={asset.assetUID}
                byPage={byPage}
                viewer={viewer}
                canAnnotate={annotating}
                filter={filter}
                onFilterChange={setFilter}
                otherVersions={otherVersions}
                onSelectThread={selectThread}
              />
            )}
          </PanelSheet>
        )}
      </div>
      <HelpDialog ctx={ctx} open={dialog?.kind === 'help'} onClose={() => editor.closeDialog()} />
      <DeleteDialog
        thread={deleting}
        onClose={() => editor.closeDialog()}
        onConfirm={() => {
          if (deleting)
            change.mutate({ kind: 'delete', annotationUID: deleting.annotation.annotationUID });
          editor.select(null);
          editor.closeDialog();
        }}
      />
    </section>
  );
}
