import { Layers } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ToolPanel } from '@/components/tool-panel';
import { Button } from '@/components/ui';
import { chooseLayer, rowShown, type LayerChoices, type LayerRow } from './layer-rows';

export interface CompareLayersPanelProps {
  id: string;
  rows: readonly LayerRow[];
  choices: LayerChoices;
  from: number;
  to: number;
  /** Drawing the pages with the choices ('drawing'), or that failing ('failed'). */
  state: 'idle' | 'drawing' | 'failed';
  onChange: (choices: LayerChoices) => void;
  onClose: () => void;
}

/** A switch that shows "mixed" while the two versions differ and nothing is chosen. */
function LayerSwitch({
  shown,
  first,
  onChange,
}: {
  shown: boolean | 'mixed';
  first: boolean;
  onChange: (visible: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = shown === 'mixed';
  }, [shown]);
  useEffect(() => {
    if (first) ref.current?.focus();
  }, [first]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-4 shrink-0"
      checked={shown === true}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * Both versions' layers in one list, matched by name, each with one switch for both; a layer
 * only one version has says so. Only the reviewer's view changes: compare draws both pages
 * from their PDFs with these layers, and the files stay as they are.
 */
export default function CompareLayersPanel(props: CompareLayersPanelProps) {
  const { id, rows, choices, from, to, state, onChange, onClose } = props;
  const { t } = useTranslation('compare-inspect');
  const changed = Object.keys(choices).length > 0;
  return (
    <ToolPanel
      id={id}
      title={t('layers.title')}
      icon={Layers}
      closeLabel={t('layers.close')}
      onClose={onClose}
      className="shadow-sm sm:max-w-md"
    >
      <p className="mt-1 text-xs text-slate-700">{t('layers.viewOnly')}</p>
      <ul className="mt-2 space-y-1">
        {rows.map((row, index) => {
          const shown = rowShown(row, choices);
          const note = !row.before
            ? t('layers.onlyIn', { version: to })
            : !row.after
              ? t('layers.onlyIn', { version: from })
              : shown === 'mixed'
                ? t('layers.differs')
                : '';
          return (
            <li key={row.key}>
              {/* A whole-row label: an easy target on touch. */}
              <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-slate-50">
                <LayerSwitch
                  shown={shown}
                  first={index === 0}
                  onChange={(visible) => onChange(chooseLayer(choices, row, visible))}
                />
                <span dir="auto" className="min-w-0 truncate">
                  {row.name}
                </span>
                {note && (
                  <span className="ms-auto shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
                    {note}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-1 min-h-5 text-xs text-slate-700">
        {state === 'drawing' ? t('layers.drawing') : state === 'failed' ? t('layers.failed') : ''}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-1 w-full"
        disabled={!changed}
        onClick={() => onChange({})}
      >
        {t('layers.reset')}
      </Button>
    </ToolPanel>
  );
}
