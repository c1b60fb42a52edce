import { X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { describeError } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { useCreateAnnotation } from '../api/annotation-mutations';
import { renderCoverage, renderPlates, sampleInks } from '../colour/cmyk-views';
import { ColourPanel, type Sample } from '../colour/colour-panel';
import { PlateCanvas } from '../colour/plate-canvas';
import { sampleRgb } from '../colour/sample-pixels';
import { useCmykView } from '../colour/use-cmyk-view';
import { useEditorState } from '../hooks/use-editor-state';
import { CANVAS_ATTRIBUTE } from '../hooks/use-workspace-keys';
import { MeasureGraphics, type Segment } from '../measure/measure-graphics';
import { MeasurePanel, useReadings } from '../measure/measure-panel';
import type { Scale } from '../measure/measure-math';
import { useSnappedSegment } from '../measure/use-snapped-segment';
import { normalizePoints, type Point } from '../model/geometry';
import { visiblePageRect } from '../model/viewport';
import type { InspectProps } from './inspect-layer';
import {
  readCalibration,
  saveCalibration,
  setInspect,
  useInspectStore,
  type InspectTool,
  type SampleSize,
} from './inspect-store';
import { InspectSurface, type SurfaceEvent } from './inspect-surface';
import type { PageImages } from '../canvas/page-images';
import type { ReviewEditor } from '../editor/review-editor';
import type { RefObject } from 'react';
import { INSPECT_SLOT_ATTRIBUTE } from './inspect-slot';
import { useInspectSource } from './use-inspect-source';

interface Props extends InspectProps {
  editor: ReviewEditor;
  images: PageImages | null;
  wrapperRef: RefObject<HTMLDivElement | null>;
  tool: InspectTool;
}

/** Snapping reach in CSS pixels. */
const SNAP_REACH = 8;

/** The measure and colour tools: surface in the canvas, readings in a panel beside it. */
export default function InspectOverlay(props: Props) {
  const { editor, asset, tool, images } = props;
  const { t } = useTranslation('inspect');
  const page = useEditorState(editor, (s) => s.page);
  const pageSize = useEditorState(editor, (s) => s.pageSize);
  const viewport = useEditorState(editor, (s) => s.viewport);
  const source = useInspectSource(asset, page, pageSize, props.canDownload, tool === 'colour');
  const state = useInspectStore();
  const [canvas, setCanvas] = useState<HTMLElement | null>(null);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // The surface goes inside the canvas element (a sibling of this layer's place in the DOM),
  // the readings into the workspace's side panel, so neither covers the artwork.
  const findPlaces = useCallback((node: HTMLElement | null) => {
    setCanvas(node?.parentElement?.querySelector<HTMLElement>(`[${CANVAS_ATTRIBUTE}]`) ?? null);
    setSlot(
      node?.closest('section')?.querySelector<HTMLElement>(`[${INSPECT_SLOT_ATTRIBUTE}]`) ?? null,
    );
  }, []);

  const [calibration, setCalibration] = useState(() =>
    readCalibration(asset.assetUID, asset.version),
  );
  const [calibrating, setCalibrating] = useState(false);
  const fileScale = source.scale;
  const scale: Scale | null = fileScale
    ? { x: fileScale.mmPerPixelX, y: fileScale.mmPerPixelY }
    : calibration;
  const scaleFrom = fileScale ? fileScale.source : calibration ? 'calibration' : null;
  const trim = fileScale?.trim ?? null;
  const bleed = fileScale?.bleed ?? null;

  const {
    segment,
    guides,
    fromPointer,
    place: setSegment,
  } = useSnappedSegment({
    images: tool === 'ruler' || tool === 'box' ? images : null,
    page: pageSize,
    boxes: [trim, bleed],
    reach: SNAP_REACH / viewport.scale,
  });
  const [cursor, setCursor] = useState<Point | null>(null);
  const anchor = useRef<Point | null>(null);
  // The point and sample size are kept with the colour, and the inks worked out from them: a
  // sample taken while the original's inks were still being read shows them once they are in.
  const [taken, setTaken] = useState<{
    rgb: Sample['rgb'];
    point: Point;
    average: SampleSize;
  } | null>(null);
  const [pinned, setPinned] = useState(false);
  const sampling = useRef<AbortController | null>(null);

  const sampleAt = (p: Point) => {
    if (!images || !pageSize) return;
    sampling.current?.abort();
    const controller = new AbortController();
    sampling.current = controller;
    const { average } = useInspectStore.getState();
    sampleRgb(images, p.x, p.y, average, controller.signal).then(
      (rgb) => {
        if (controller.signal.aborted || !rgb) return;
        setTaken({ rgb, point: p, average });
      },
      () => undefined,
    );
  };

  const cmyk = source.cmyk;
  const sample = useMemo((): Sample | null => {
    if (!taken) return null;
    const inks =
      cmyk && pageSize
        ? sampleInks(
            cmyk,
            (taken.point.x * cmyk.width) / pageSize.width,
            (taken.point.y * cmyk.height) / pageSize.height,
            taken.average,
          )
        : null;
    return { rgb: taken.rgb, inks };
  }, [taken, cmyk, pageSize]);

  const measuring = tool === 'ruler' || tool === 'box';
  const onPoint = (event: SurfaceEvent, raw: Point, alt: boolean) => {
    if (measuring) {
      if (event === 'down' || event === 'move' || event === 'up') fromPointer(event, raw, alt);
      return;
    }
    if (event === 'hover' && !pinned) sampleAt(raw);
    if (event === 'down' || event === 'move') {
      setPinned(true);
      setCursor(raw);
      sampleAt(raw);
    }
  };

  // Keyboard: the arrows move a crosshair over the page, Enter sets a point or takes a sample.
  useEffect(() => {
    if (!canvas) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== canvas || !pageSize) return;
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, -1],
        ArrowDown: [0, 1],
      };
      const move = arrows[event.key];
      if (!move && event.key !== 'Enter') return;
      event.preventDefault();
      event.stopPropagation();
      const { viewport: v, canvasSize } = editor.state;
      const start =
        cursor ??
        (() => {
          const r = visiblePageRect(v, canvasSize);
          return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
        })();
      if (move) {
        const step = Math.max(1, Math.round(1 / v.scale)) * (event.shiftKey ? 10 : 1);
        const next = {
          x: Math.min(pageSize.width, Math.max(0, start.x + move[0] * step)),
          y: Math.min(pageSize.height, Math.max(0, start.y + move[1] * step)),
        };
        setCursor(next);
        if (anchor.current) setSegment({ a: anchor.current, b: next });
        editor.focusPageRect({ x: next.x - 1, y: next.y - 1, width: 2, height: 2 });
        return;
      }
      setCursor(start);
      if (measuring) {
        if (anchor.current) {
          setSegment({ a: anchor.current, b: start });
          anchor.current = null;
        } else {
          anchor.current = start;
          setSegment({ a: start, b: start });
        }
      } else {
        setPinned(true);
        sampleAt(start);
      }
    };
    canvas.addEventListener('keydown', onKeyDown, true);
    return () => canvas.removeEventListener('keydown', onKeyDown, true);
  });

  const readings = useReadings();
  const result =
    segment && scale && measuring && !calibrating
      ? tool === 'ruler'
        ? readings.ruler(segment, scale)
        : readings.box(segment, scale)
      : null;

  const create = useCreateAnnotation(asset.assetUID);
  // What happened to keeping this very measurement (a new one starts clean).
  const [kept, setKept] = useState<{
    segment: Segment;
    error: string | null;
    done: boolean;
  } | null>(null);
  const keepState = kept?.segment === segment ? kept : { error: null, done: false };
  const keep = () => {
    if (!segment || !result || !pageSize) return;
    const points = [segment.a.x, segment.a.y, segment.b.x, segment.b.y];
    create.mutate(
      {
        assetUID: asset.assetUID,
        pageNumber: page,
        text: result.note,
        shape: {
          type: tool === 'ruler' ? 'arrow' : 'rect',
          points: normalizePoints(points, pageSize),
          color: editor.state.color,
        },
      },
      {
        onSuccess: () => setKept({ segment, error: null, done: true }),
        onError: (error) => setKept({ segment, error: describeError(error), done: false }),
      },
    );
  };

  const wantView =
    tool === 'colour' && (state.separations || state.coverage) && source.cmyk !== null;
  const cmykView = useCmykView(
    source.bytes,
    page,
    tool === 'colour' && source.cmyk !== null,
    asset.inkViewUrl,
  );
  const view = cmykView.status === 'ready' ? cmykView.view : null;
  const plates = useMemo(
    () =>
      view && state.separations
        ? renderPlates(view, { plates: state.plates, mode: state.plateMode })
        : null,
    [view, state.separations, state.plates, state.plateMode],
  );
  const coverage = useMemo(
    () => (view && state.coverage ? renderCoverage(view, state.limit) : null),
    [view, state.coverage, state.limit],
  );

  const showMax = () => {
    if (!view || !pageSize || !source.cmyk) return;
    const p = {
      x: ((view.maxAt.x + 0.5) * pageSize.width) / source.cmyk.width,
      y: ((view.maxAt.y + 0.5) * pageSize.height) / source.cmyk.height,
    };
    editor.focusPageRect({ x: p.x - 16, y: p.y - 16, width: 32, height: 32 });
    setCursor(p);
    setPinned(true);
    sampleAt(p);
  };

  const surface = canvas
    ? createPortal(
        <InspectSurface editor={editor} onPoint={onPoint}>
          {pageSize && plates && view && wantView && (
            <PlateCanvas
              pixels={plates}
              raster={view}
              page={pageSize}
              viewport={viewport}
              label={t('colour.separationsImage')}
            />
          )}
          {pageSize && coverage && view && wantView && (
            <PlateCanvas
              pixels={coverage}
              raster={view}
              page={pageSize}
              viewport={viewport}
              label={t('colour.coverageImage', { limit: state.limit })}
            />
          )}
          <MeasureGraphics
            viewport={viewport}
            kind={calibrating ? 'calibrate' : tool === 'box' ? 'box' : 'ruler'}
            segment={measuring ? segment : null}
            guides={measuring ? guides : []}
            label={result?.label ?? null}
            cursor={cursor}
            trim={measuring && state.outlines.trim && trim ? [trim] : []}
            bleed={measuring && state.outlines.bleed && bleed ? [bleed] : []}
          />
        </InspectSurface>,
        canvas,
      )
    : null;

  const panel = (
    <section
      aria-label={t(`panel.${tool}`)}
      className={cn(
        'text-sm',
        slot
          ? 'border-b border-slate-300 p-3'
          : 'absolute start-2 top-2 z-20 max-h-[calc(100%-1rem)] w-80 max-w-[calc(100%-1rem)] overflow-auto rounded-lg border border-slate-300 bg-white p-3 shadow-lg',
      )}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{t(`panel.${tool}`)}</h2>
        <button
          type="button"
          aria-label={t('panel.close')}
          title={t('panel.close')}
          onClick={() => setInspect({ tool: null })}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="sr-only">{t('panel.keys')}</p>
      {measuring ? (
        <MeasurePanel
          tool={tool}
          segment={segment}
          scale={scale}
          scaleFrom={scaleFrom}
          loading={source.status === 'loading'}
          calibrating={calibrating}
          onCalibrating={(on) => {
            setCalibrating(on);
            setSegment(null);
          }}
          onCalibrated={(next) => {
            saveCalibration(asset.assetUID, asset.version, next);
            setCalibration(next);
            setCalibrating(false);
            setSegment(null);
          }}
          hasBoxes={{ trim: trim !== null, bleed: bleed !== null }}
          keep={{
            available: props.canAnnotate && !calibrating,
            pending: create.isPending,
            error: keepState.error,
            done: keepState.done,
            run: keep,
          }}
        />
      ) : (
        <ColourPanel
          sample={sample}
          pinned={pinned}
          cmyk={source.cmyk !== null}
          cmykUnsupported={source.cmykUnsupported}
          view={view}
          viewError={cmykView.status === 'error'}
          inks={source.inks}
          originalMissing={source.status === 'unavailable'}
          onShowMax={showMax}
        />
      )}
    </section>
  );

  return (
    <>
      <span hidden ref={findPlaces} />
      {surface}
      {slot ? createPortal(panel, slot) : panel}
    </>
  );
}
