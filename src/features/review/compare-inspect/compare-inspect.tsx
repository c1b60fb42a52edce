import { Pipette, Ruler, SquareDashed } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { isTextEntry } from '../model/shortcuts';
import {
  closeCompareTool,
  toggleCompareTool,
  useCompareInspect,
  type CompareTool,
} from './compare-inspect-store';
import type { CompareOverlayProps } from './compare-inspect-surface';
import type { CompareInspectSide } from './use-compare-side';

export type { CompareOverlayProps } from './compare-inspect-surface';
export type { CompareInspectSide } from './use-compare-side';

// The tools, their maths and file readers load when a tool is first chosen.
const CompareInspectPanel = lazy(() => import('./compare-inspect-panel'));
const CompareInspectSurface = lazy(() => import('./compare-inspect-surface'));

/** The tools and their keys: the review tool's (M, B, I). */
const TOOLS: readonly { id: CompareTool; key: string; Icon: typeof Ruler }[] = [
  { id: 'ruler', key: 'm', Icon: Ruler },
  { id: 'box', key: 'b', Icon: SquareDashed },
  { id: 'colour', key: 'i', Icon: Pipette },
];

/**
 * Measure and colour in compare: toggles (and M, B, I; Escape puts the tool away) and, once
 * a tool is chosen, its readings for both versions. The drawing over the pages is
 * {@link CompareInspectOverlay}, which the compare stage places over each page panel.
 */
export function CompareInspectTools({
  assetUID,
  sides,
  onShow,
  canReadOriginals = true,
  canAnnotate,
}: {
  assetUID: string;
  sides: readonly CompareInspectSide[];
  /** Whether the originals may be read (scale, inks); an external link may not allow it. */
  canReadOriginals?: boolean;
  /**
   * Whether a measurement may be kept as an annotation: a review link says so itself; inside
   * the app (undefined) the project's state decides, as in review.
   */
  canAnnotate?: boolean;
  /** Brings a rect of the compare view's working page into view. */
  onShow: (rect: { x: number; y: number; width: number; height: number }) => void;
}) {
  const { t } = useTranslation('inspect');
  const tool = useCompareInspect((s) => s.tool);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextEntry(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], dialog[open]'))
        return;
      const match = TOOLS.find((entry) => entry.key === event.key.toLowerCase());
      if (match) {
        event.preventDefault();
        toggleCompareTool(match.id);
      } else if (event.key === 'Escape' && useCompareInspect.getState().tool) {
        event.preventDefault();
        closeCompareTool();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      closeCompareTool();
    };
  }, []);

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('compare.tools')} className="flex items-center gap-1">
        {TOOLS.map(({ id, key, Icon }) => {
          const label = t(`compare.tool.${id}`);
          return (
            <button
              key={id}
              type="button"
              aria-label={label}
              aria-pressed={tool === id}
              aria-keyshortcuts={key.toUpperCase()}
              title={`${label} (${key.toUpperCase()})`}
              onClick={() => toggleCompareTool(id)}
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-md border text-slate-800',
                tool === id
                  ? 'border-blue-700 bg-blue-100 text-blue-900'
                  : 'border-slate-300 hover:bg-slate-100',
                focusRing,
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          );
        })}
      </div>
      {tool && (
        <Suspense fallback={null}>
          <CompareInspectPanel
            key={tool}
            assetUID={assetUID}
            sides={sides}
            tool={tool}
            onShow={onShow}
            canReadOriginals={canReadOriginals}
            canAnnotate={canAnnotate}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The chosen tool's drawing over one page panel of the compare stage; nothing without a tool. */
export function CompareInspectOverlay(props: CompareOverlayProps) {
  const tool = useCompareInspect((s) => s.tool);
  if (!tool) return null;
  return (
    <Suspense fallback={null}>
      <CompareInspectSurface {...props} />
    </Suspense>
  );
}
