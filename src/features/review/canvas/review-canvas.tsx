import type Konva from 'konva';
import { cn, focusRingInset } from '@/components/ui';
import { nextTask } from '@/lib/next-task';
import { memo, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Stage } from './konva-nodes';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';
import { CANVAS_ATTRIBUTE } from '../hooks/use-workspace-keys';
import { effectivePixelRatio } from '../model/bitmap-plan';
import type { SceneItem } from '../model/hit-test';
import { isDrawingTool, type ToolId } from '../model/tool-machine';
import { InteractiveLayer } from './interactive-layer';
import type { PageImages } from './page-images';
import { StaticScene } from './static-scene';
import { useCanvasInput, useCanvasSize } from './use-canvas-input';

export interface ReviewCanvasProps {
  editor: ReviewEditor;
  images: PageImages | null;
  items: readonly SceneItem[];
  /** Accessible name of the canvas region. */
  label: string;
  /** id of the element that explains how to use it. */
  describedBy?: string;
  /** The visible part became sharp (tests and benchmarks wait for it). */
  onSharp?: () => void;
  /** Called with the scene once it is attached, and with null when it goes. */
  onScene?: (scene: StaticScene | null) => void;
}

/** How much of the stage is mounted; each step joins in a task after the one before. */
const MountStep = { Stage: 0, PageLayer: 1, Interactive: 2 } as const;
type MountStep = (typeof MountStep)[keyof typeof MountStep];

function cursorOf(tool: ToolId, spaceHeld: boolean, panning: boolean): string {
  if (panning) return 'grabbing';
  if (spaceHeld || tool === 'hand') return 'grab';
  return isDrawingTool(tool) ? 'crosshair' : 'default';
}

/**
 * The page and its annotations on a react-konva stage: a static layer the StaticScene fills
 * (page bitmap and committed annotations, never listening) and the interactive layer. The
 * viewport is applied to the stage imperatively, so a pan frame renders no React. Memoized:
 * react-konva renders every node of the stage again, synchronously, on each render of it, and
 * the workspace renders often for things the canvas does not show (threads, panels).
 */
export const ReviewCanvas = memo(function ReviewCanvas({
  editor,
  images,
  items,
  label,
  describedBy,
  onSharp,
  onScene,
}: ReviewCanvasProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  // Allocates nothing until attached, so StrictMode's double render leaks nothing.
  const [scene] = useState(() => new StaticScene());
  const stageRef = useRef<Konva.Stage>(null);
  const layerRef = useRef<Konva.Layer>(null);
  const baseRef = useRef<Konva.Image>(null);
  const detailRef = useRef<Konva.Image>(null);
  const sharpEvent = useEffectEvent(() => onSharp?.());
  const sceneEvent = useEffectEvent((value: StaticScene | null) => onScene?.(value));

  const canvasSize = useEditorState(editor, (s) => s.canvasSize);
  const cursor = useEditorState(editor, (s) =>
    cursorOf(s.tool, s.spaceHeld, s.gesture.kind === 'panning'),
  );
  const hasStage = canvasSize.width > 0 && canvasSize.height > 0;
  useCanvasSize(element, editor);
  useCanvasInput(element, editor);
  // The stage mounts in three tasks: the stage, then the page's layer, then the interactive
  // layer. Mounted together, Konva's stage and both layers (six canvases, react-konva's own
  // renderer running for the first time) were one task of 145 ms on a phone (4x CPU); the
  // stage and the page's layer alone still 100-180 ms. The interactive layer shows nothing
  // until a shape is drawn or selected, and the editor keeps any gesture begun meanwhile,
  // which the layer draws as it mounts.
  const [mounted, setMounted] = useState<MountStep>(MountStep.Stage);
  useEffect(() => {
    if (!hasStage || mounted === MountStep.Interactive) return;
    const next = mounted === MountStep.Stage ? MountStep.PageLayer : MountStep.Interactive;
    const timer = setTimeout(() => setMounted(next), 0);
    return () => clearTimeout(timer);
  }, [hasStage, mounted]);
  const pageLayer = mounted >= MountStep.PageLayer;
  const interactive = mounted >= MountStep.Interactive;

  // The scene's canvases, timer and decodes live from attach to detach.
  useEffect(() => {
    const layer = layerRef.current;
    const base = baseRef.current;
    const detail = detailRef.current;
    if (!layer || !base || !detail) return;
    scene.attach({ layer, base, detail }, { onSharp: () => sharpEvent() });
    sceneEvent(scene);
    return () => {
      sceneEvent(null);
      scene.detach();
    };
  }, [scene, hasStage, pageLayer]);

  // A page's first picture is drawn in the task after the commit that brought it: that
  // commit re-renders the workspace for the page's size, and the two together were one task
  // of 25 ms at 1x in a profile of the external review link (100 ms as Lighthouse counts it).
  const shownImages = useRef<PageImages | null>(null);
  useEffect(() => {
    const first = images !== null && shownImages.current === null;
    const show = () => {
      shownImages.current = images;
      scene.setContent(images, items);
    };
    if (!first) {
      show();
      return;
    }
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) show();
    });
    return () => {
      cancelled = true;
    };
  }, [scene, images, items]);

  // Canvas pixels follow the device, but no layer canvas grows past 16 megapixels.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const ratio = effectivePixelRatio(
      globalThis.devicePixelRatio || 1,
      canvasSize.width,
      canvasSize.height,
    );
    // Only a changed ratio: setting it sizes the canvases again (Konva made them at this ratio).
    for (const layer of stage.getLayers()) {
      if (layer.getCanvas().getPixelRatio() !== ratio) layer.getCanvas().setPixelRatio(ratio);
    }
    stage.batchDraw();
  }, [canvasSize, pageLayer, interactive]);

  useEffect(() => {
    const apply = () => {
      const stage = stageRef.current;
      if (!stage) return;
      const { viewport, canvasSize: canvas } = editor.state;
      stage.setAttrs({
        x: viewport.x,
        y: viewport.y,
        scaleX: viewport.scale,
        scaleY: viewport.scale,
      });
      const ratio = effectivePixelRatio(
        globalThis.devicePixelRatio || 1,
        canvas.width,
        canvas.height,
      );
      scene.setView({ viewport, canvas, devicePixelRatio: ratio });
      stage.batchDraw();
    };
    apply();
    return editor.store.subscribe((state, previous) => {
      if (state.viewport !== previous.viewport || state.canvasSize !== previous.canvasSize) apply();
    });
  }, [editor, scene, hasStage]);

  return (
    <div
      ref={setElement}
      {...{ [CANVAS_ATTRIBUTE]: '' }}
      role="application"
      aria-roledescription="canvas"
      aria-label={label}
      aria-describedby={describedBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- role application: the canvas takes focus for its drawing keys
      tabIndex={0}
      className={cn(
        'relative h-full w-full touch-none overflow-hidden bg-slate-300 select-none',
        focusRingInset,
      )}
      style={{ cursor }}
    >
      {hasStage && (
        <Stage ref={stageRef} width={canvasSize.width} height={canvasSize.height} listening={false}>
          {pageLayer && (
            <Layer ref={layerRef} listening={false}>
              <KonvaImage
                ref={baseRef}
                image={undefined}
                listening={false}
                perfectDrawEnabled={false}
                visible={false}
              />
              <KonvaImage
                ref={detailRef}
                image={undefined}
                listening={false}
                perfectDrawEnabled={false}
                visible={false}
              />
            </Layer>
          )}
          {interactive && <InteractiveLayer editor={editor} items={items} />}
        </Stage>
      )}
    </div>
  );
});
