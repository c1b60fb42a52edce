/** Our canvas stack, as the review workspace mounts it: editor, ReviewCanvas, StaticScene. */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AnnotationShape } from '@/api/types';
import type { PageImages } from '@/features/review/canvas/page-images';
import { ReviewCanvas } from '@/features/review/canvas/review-canvas';
import type { StaticScene } from '@/features/review/canvas/static-scene';
import { ReviewEditor } from '@/features/review/editor/review-editor';
import { createDraftStore } from '@/features/review/model/drafts';
import { denormalizePoints, type Size } from '@/features/review/model/geometry';
import type { FitMode } from '@/features/review/model/viewport';
import { sceneItem } from '@/features/review/model/hit-test';

export interface OurStage {
  editor: ReviewEditor;
  /** Gives a stage mounted without images its page (as the workspace does once it decoded). */
  setImages(images: PageImages): void;
  scene: StaticScene;
  /** Resolves once the visible part was sharp and a frame has drawn it. */
  drawn: Promise<void>;
  destroy(): void;
}

/** Page images from an already decoded overview (the mount benchmark leaves decoding out on both sides). */
export function imagesFromOverview(overview: ImageBitmap, size: Size): PageImages {
  return {
    size,
    overview,
    kind: 'bitmap',
    maxDensity: 1,
    async decodeRegion(plan) {
      const k = overview.width / size.width;
      const s = plan.source;
      const image = await createImageBitmap(overview, s.x * k, s.y * k, s.width * k, s.height * k, {
        resizeWidth: plan.width,
        resizeHeight: plan.height,
      });
      return { plan, image, close: () => image.close() };
    },
    onOverviewChange: () => () => undefined,
    refine: () => undefined,
    ready: Promise.resolve(),
    dispose: () => undefined,
  };
}

const nextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/**
 * Mounts our canvas with `shapes` (normalized, as the service sends them) on `images`, or
 * with no page yet (null: the workspace mounts its canvas while the page loads), fitted as
 * `fit` says.
 */
export function mountOurs(
  container: HTMLDivElement,
  images: PageImages | null,
  shapes: readonly AnnotationShape[],
  fit: FitMode = 'page',
): OurStage {
  const editor = new ReviewEditor({
    pageCount: 1,
    canAnnotate: false,
    drafts: createDraftStore(null),
    draftScope: null,
  });
  editor.setCanvasSize({ width: container.clientWidth, height: container.clientHeight });
  editor.fit(fit);
  // What useSceneItems does with the annotations of a page.
  const itemsOn = (page: Size) =>
    shapes.map((shape, i) =>
      sceneItem(
        `a${i}`,
        {
          type: shape.type,
          points: denormalizePoints(shape.points, page),
          color: shape.color ?? '#e03131',
        },
        false,
      ),
    );
  let scene: StaticScene | null = null;
  let sharp: () => void = () => undefined;
  const sharpened = new Promise<void>((resolve) => {
    sharp = resolve;
  });
  const root = createRoot(container);
  const show = (page: PageImages | null) => {
    if (page) editor.setPageSize(page.size);
    flushSync(() =>
      root.render(
        <ReviewCanvas
          editor={editor}
          images={page}
          items={page ? itemsOn(page.size) : []}
          label="Artwork"
          onSharp={() => sharp()}
          onScene={(value) => {
            scene = value;
          }}
        />,
      ),
    );
  };
  show(images);
  const drawn = sharpened.then(async () => {
    await nextFrame();
  });
  return {
    editor,
    setImages: show,
    get scene() {
      if (!scene) throw new Error('The scene is not attached.');
      return scene;
    },
    drawn,
    destroy: () => root.unmount(),
  };
}
