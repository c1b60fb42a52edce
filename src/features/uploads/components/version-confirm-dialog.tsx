import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { confirmVersions, dismissVersions } from '../model/add-files';
import { useVersionConfirmStore, type VersionCandidate } from '../stores/confirm-store';

function sentence(
  t: (key: string, options: Record<string, unknown>) => string,
  c: VersionCandidate,
) {
  return t('confirm.sentence', {
    name: c.assetName,
    current: formatNumber(c.currentVersion),
    next: formatNumber(c.nextVersion),
  });
}

/** Asks before files with the name of an existing asset become its next version. */
export function VersionConfirmDialog() {
  const pending = useVersionConfirmStore((state) => state.pending);
  if (!pending) return null;
  // Keyed by the batch, so new candidates start with every box ticked.
  return <ConfirmBody key={pending.candidates.length} candidates={pending.candidates} />;
}

function ConfirmBody({ candidates }: { candidates: VersionCandidate[] }) {
  const { t } = useTranslation('uploads');
  const [chosen, setChosen] = useState(() => new Set(candidates.map((_, index) => index)));
  const single = candidates.length === 1 ? candidates[0] : undefined;
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Dialog
      open
      onClose={dismissVersions}
      title={t('confirm.title', { count: candidates.length })}
      description={single ? sentence(t, single) : t('confirm.many')}
      footer={
        <>
          <Button variant="secondary" onClick={dismissVersions}>
            {t('confirm.skip', { count: candidates.length })}
          </Button>
          <Button
            disabled={chosen.size === 0}
            onClick={() => confirmVersions(candidates.filter((_, index) => chosen.has(index)))}
          >
            {single
              ? t('confirm.uploadOne', { version: formatNumber(single.nextVersion) })
              : t('confirm.uploadMany', { count: chosen.size })}
          </Button>
        </>
      }
    >
      {!single && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('confirm.legend')}</legend>
          {candidates.map((candidate, index) => (
            <label key={index} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-blue-700"
                checked={chosen.has(index)}
                onChange={() => toggle(index)}
              />
              <span>{sentence(t, candidate)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="text-sm text-slate-700">{t('confirm.note')}</p>
    </Dialog>
  );
}
