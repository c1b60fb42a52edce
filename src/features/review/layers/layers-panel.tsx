import { Layers } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ToolPanel } from '@/components/tool-panel';
import { Button } from '@/components/ui';
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
  const changed = Object.keys(overrides).length > 0;
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, []);
  return (
    <ToolPanel
      title={t('layers.title')}
      icon={Layers}
      closeLabel={t('layers.close')}
      onClose={onClose}
      className="absolute end-3 top-3 z-30 w-64 max-w-[calc(100%-1.5rem)] shadow-lg"
    >
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
    </ToolPanel>
  );
}
