import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatNumber } from '@/lib/format/number';
import { Button } from '@/components/ui';
import { CmykControls } from '../colour/cmyk-controls';
import { renderCoverage, renderPlates } from '../colour/cmyk-views';
import { useCmykView, type CmykViewState } from '../colour/use-cmyk-view';
import { useInspectStore } from '../inspect/inspect-store';
import { setCompareInspect, useCompareInspect, type PlateLayers } from './compare-inspect-store';
import type { Share } from './page-share';
import type { CompareSide } from './use-compare-side';

/** A working-page rect to bring into both views. */
export type ShowRect = (rect: { x: number; y: number; width: number; height: number }) => void;

/** One version's separations and coverage pictures, published for its page panel to draw. */
function useLayers(side: CompareSide): CmykViewState {
  const cmyk = side.source.cmyk !== null;
  const state = useCmykView(side.source.bytes, side.page, cmyk);
  const { separations, plates, plateMode, coverage, limit } = useInspectStore();
  const view = state.status === 'ready' ? state.view : null;
  const layers = useMemo((): PlateLayers | null => {
    if (!view || (!separations && !coverage)) return null;
    return {
      raster: { width: view.width, height: view.height },
      plates: separations ? renderPlates(view, { plates, mode: plateMode }) : null,
      coverage: coverage ? renderCoverage(view, limit) : null,
    };
  }, [view, separations, plates, plateMode, coverage, limit]);
  const version = side.version;
  useEffect(() => {
    setCompareInspect({ layers: { ...useCompareInspect.getState().layers, [version]: layers } });
    return () => {
      setCompareInspect({ layers: { ...useCompareInspect.getState().layers, [version]: null } });
    };
  }, [version, layers]);
  return state;
}

/**
 * Separations and total area coverage for a pair of CMYK originals: one set of choices, each
 * version's plates over its own page, and each version's highest coverage with a way to show
 * it (and read it) in both views.
 */
export function CompareCmyk({
  sides,
  onShow,
}: {
  sides: readonly [CompareSide, CompareSide];
  onShow: ShowRect;
}) {
  const { t } = useTranslation('inspect');
  const first = useLayers(sides[0]);
  const second = useLayers(sides[1]);
  if (!sides.some((side) => side.source.cmyk)) return null;
  const showAt = (side: CompareSide, x: number, y: number) => {
    const cmyk = side.source.cmyk;
    const page = useCompareInspect.getState().page;
    if (!cmyk || !page) return;
    const share: Share = { x: (x + 0.5) / cmyk.width, y: (y + 0.5) / cmyk.height };
    const px = share.x * page.width;
    const py = share.y * page.height;
    onShow({ x: px - 16, y: py - 16, width: 32, height: 32 });
    setCompareInspect({ sample: share, cursor: share, pinned: true });
  };
  return (
    <CmykControls>
      <ul className="space-y-1">
        {sides.map((side, i) => {
          const state = i === 0 ? first : second;
          const title = t('compare.version', { version: side.version });
          if (!side.source.cmyk) return null;
          return (
            <li key={side.version} className="flex flex-wrap items-center gap-2">
              {state.status === 'ready' ? (
                <>
                  <span>
                    {title}:{' '}
                    {t('colour.highest', {
                      value: formatNumber(state.view.maxCoverage, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      }),
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('compare.showHighest', { version: side.version })}
                    onClick={() => showAt(side, state.view.maxAt.x, state.view.maxAt.y)}
                  >
                    {t('colour.showHighest')}
                  </Button>
                </>
              ) : (
                <span className="text-slate-700">
                  {title}: {t(state.status === 'error' ? 'colour.viewFailed' : 'colour.reading')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </CmykControls>
  );
}
