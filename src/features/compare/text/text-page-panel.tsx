import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TextBox } from '@/domain/text-compare';
import { usePdfPage, type PdfDocument, type PdfPageSize } from '@/lib/pdf';
import { cn } from '@/components/ui';

export interface PanelView {
  zoom: number;
  /** The box to centre (page units); null shows the page from its top left. */
  focus: TextBox | null;
}

interface TextPagePanelProps {
  document: PdfDocument;
  pageIndex: number;
  size: PdfPageSize;
  panel: { width: number; height: number };
  view: PanelView;
  /** Every difference on this page; the selected one is outlined strongly. */
  boxes: readonly { id: string; box: TextBox }[];
  selected: string | null;
  label: string;
}

/** Where the page sits in the panel so `focus` is in the middle, never past the page's edges. */
function offset(panelLength: number, pageLength: number, focusStart: number, focusLength: number) {
  if (pageLength <= panelLength) return (panelLength - pageLength) / 2;
  const centred = panelLength / 2 - (focusStart + focusLength / 2);
  return Math.min(0, Math.max(panelLength - pageLength, centred));
}

/** One version's page drawn by pdf.js at the shared zoom, its differences outlined. */
export function TextPagePanel(props: TextPagePanelProps) {
  const { t } = useTranslation('compare-text');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { zoom, focus } = props.view;
  const state = usePdfPage(props.document, props.pageIndex, zoom, canvasRef);
  const width = props.size.width * zoom;
  const height = props.size.height * zoom;
  const left = offset(props.panel.width, width, (focus?.x ?? 0) * zoom, (focus?.width ?? 0) * zoom);
  const top = offset(
    props.panel.height,
    height,
    (focus?.y ?? 0) * zoom,
    (focus?.height ?? 0) * zoom,
  );
  return (
    <div className="absolute inset-0 overflow-hidden bg-slate-100">
      <div
        className="absolute"
        style={{ left, top, width, height }}
        role="img"
        aria-label={props.label}
        aria-busy={state === 'rendering'}
      >
        <canvas ref={canvasRef} className="block bg-white shadow" />
        {props.boxes.map(({ id, box }) => (
          <div
            key={id}
            aria-hidden
            className={cn(
              'pointer-events-none absolute rounded-sm',
              id === props.selected
                ? 'outline-3 outline-offset-2 outline-fuchsia-700'
                : 'bg-amber-300/30 outline-1 outline-amber-600/70',
            )}
            style={{
              left: box.x * zoom,
              top: box.y * zoom,
              width: Math.max(4, box.width * zoom),
              height: Math.max(4, box.height * zoom),
            }}
          />
        ))}
      </div>
      {typeof state === 'object' && (
        <p
          role="alert"
          className="absolute inset-x-2 top-2 rounded bg-white p-2 text-sm text-red-800"
        >
          {t('renderFailed')}
        </p>
      )}
    </div>
  );
}
