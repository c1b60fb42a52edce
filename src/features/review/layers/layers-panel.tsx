import { Layers, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, cn, focusRing } from '@/components/ui';
import { isLayerVisible, setLayerVisible, type LayerOverrides, type PdfLayer } from '@/lib/pdf';

export interface LayersPanelProps {
  layers: readonly PdfLayer[];
  overrides: LayerOverrides;
  onChange: (overrides: LayerOverrides) => void;
  onClose: () => void;
}

/**
 * The PDF's layers with a switch each, over the artwork's top corner. What is shown is the
 * reviewer's view only: the file, its bitmaps and everybody else's view stay as they are.
 */
export function LayersPanel({ layers, overrides, onChange, onClose }: LayersPanelProps) {
  const { t } = useTranslation('inspect');
  const titleId = useId();
  const changed = Object.keys(overrides).length > 0;
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the panel: a delegated key handler
    <section
      aria-labelledby={titleId}
      className="absolute end-3 top-3 z-30 w-64 max-w-[calc(100%-1.5rem)] rounded-lg border border-slate-300 bg-white p-3 shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="flex items-center gap-2">
        <Layers aria-hidden="true" className="size-4 text-slate-600" />
        <h2 id={titleId} className="flex-1 text-sm font-semibold">
          {t('layers.title')}
        </h2>
        <button
          type="button"
          aria-label={t('layers.close')}
          onClick={onClose}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-100',
            focusRing,
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-700">{t('layers.viewOnly')}</p>
      <ul className="mt-2 space-y-1">
        {layers.map((layer, index) => (
          <li key={layer.id}>
            {/* A whole-row label: an easy target on touch. */}
            <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-slate-50">
              <input
                ref={index === 0 ? first : undefined}
                type="checkbox"
                className="size-4"
                checked={isLayerVisible(layer, overrides)}
                onChange={(event) =>
                  onChange(setLayerVisible(overrides, layer, event.target.checked))
                }
              />
              <span dir="auto" className="min-w-0 truncate">
                {layer.name}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2 w-full"
        disabled={!changed}
        onClick={() => onChange({})}
      >
        {t('layers.reset')}
      </Button>
    </section>
  );
}
