import { useTranslation } from '@/lib/i18n';
import { SegmentedChoice } from './segmented-choice';

export type ShownVersion = 'from' | 'to';

const SHOWN_VERSIONS: readonly ShownVersion[] = ['from', 'to'];

interface VersionToggleProps {
  from: number;
  to: number;
  value: ShownVersion;
  onChange: (value: ShownVersion) => void;
}

/**
 * Phones: side by side would stack two full-width pages, each catching the finger for panning,
 * so the page could hardly be scrolled past them. One page is shown at a time instead, and this
 * switch flips between the two versions in place (flipping also shows what moved).
 */
export function VersionToggle({ from, to, value, onChange }: VersionToggleProps) {
  const { t } = useTranslation('compare');
  return (
    <SegmentedChoice
      legend={t('stage.shownVersion')}
      options={SHOWN_VERSIONS}
      value={value}
      onChange={onChange}
      label={(option) => t('version', { version: option === 'from' ? from : to })}
    />
  );
}
