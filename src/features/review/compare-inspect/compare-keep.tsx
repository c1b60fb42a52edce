import { useId, useState } from 'react';
import { describeError, useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { useCreateAnnotation } from '../api/annotation-mutations';
import { COLORS } from '../editor/editor-state';
import type { ShareSegment } from './page-share';
import type { KeepChoices } from './keep-choices';

/** What a version's reading gives an annotation: its page and its text with the values. */
export interface KeepReading {
  version: number;
  page: number;
  note: string;
}

/**
 * "Keep as annotation" in compare: the line or box, kept on the version the reviewer picks
 * (the newer one unless they pick another), with that version's own values as its text, as
 * the review tool keeps it. Points are shares of the page, the annotation's stored form.
 */
export function CompareKeep({
  assetUID,
  tool,
  segment,
  readings,
  keep,
}: {
  assetUID: string;
  tool: 'ruler' | 'box';
  /** The line or box drawn; null: none yet (the button waits for one). */
  segment: ShareSegment | null;
  readings: readonly KeepReading[];
  keep: KeepChoices;
}) {
  const { t } = useTranslation('inspect');
  const create = useCreateAnnotation(assetUID);
  const [picked, setPicked] = useState<number | null>(null);
  const [kept, setKept] = useState<{
    segment: ShareSegment;
    version: number;
    error: string | null;
  } | null>(null);
  const name = useId();
  const onlyLatest = useId();
  const open = keep.choices.filter((choice) => choice.available);
  const version =
    picked !== null && open.some((choice) => choice.version === picked) ? picked : keep.preferred;
  const reading = readings.find((entry) => entry.version === version);
  const state = segment && kept?.segment === segment ? kept : null;

  const run = () => {
    if (!reading || !segment) return;
    const { a, b } = segment;
    create.mutate(
      {
        assetUID,
        pageNumber: reading.page,
        text: reading.note,
        shape: {
          type: tool === 'ruler' ? 'arrow' : 'rect',
          points: [a.x, a.y, b.x, b.y],
          // The review tool's first colour: compare has no colour picker of its own.
          color: COLORS[0] ?? '#e03131',
        },
      },
      {
        onSuccess: () => setKept({ segment, version: reading.version, error: null }),
        onError: (error) =>
          setKept({ segment, version: reading.version, error: describeError(error) }),
      },
    );
  };

  return (
    <div className="space-y-2">
      <fieldset className="space-y-1" aria-describedby={onlyLatest}>
        <legend className="font-medium">{t('compare.keepOn')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {keep.choices.map((choice) => (
            <label
              key={choice.version}
              className={
                choice.available
                  ? 'flex items-center gap-2'
                  : 'flex items-center gap-2 text-slate-600'
              }
            >
              <input
                type="radio"
                name={name}
                value={choice.version}
                disabled={!choice.available}
                checked={choice.version === version}
                onChange={() => setPicked(choice.version)}
              />
              {t('compare.version', { version: choice.version })}
            </label>
          ))}
        </div>
        <p id={onlyLatest} className="text-slate-700">
          {t('compare.keepOnlyLatest')}
        </p>
      </fieldset>
      {version !== null && (
        <Button size="sm" onClick={run} disabled={!reading || !segment || create.isPending}>
          {t(create.isPending ? 'measure.keeping' : 'compare.keep', { version })}
        </Button>
      )}
      <div className="min-h-6">
        {state?.error && (
          <p role="alert" className="text-red-800">
            {state.error}
          </p>
        )}
        {state && !state.error && (
          <p role="status" className="text-green-800">
            {t('compare.kept', { version: state.version })}
          </p>
        )}
      </div>
    </div>
  );
}
