import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui';
import { ComparePage, type VersionPair } from '@/features/compare';
import type { ExternalCompareProps } from '@/features/external-review';
import { CompareBarcodes, CompareInspectOverlay, CompareInspectTools } from '@/features/review';
import { useTranslation } from '@/lib/i18n';

/**
 * Compare for an external reviewer, under the review link's session: the pair lives in the
 * address beside the asset and the link's language, nothing can be changed from here, and the
 * Text view, find, layers and the inks need the link to allow the originals. The same measure,
 * colour and barcode tools as in compare; a measurement is kept as an annotation only where
 * the link may annotate in the review tool. Loaded only when opened.
 */
export default function ExternalCompare({
  asset,
  canReadOriginals,
  canAnnotate,
  reviewHref,
}: ExternalCompareProps) {
  const { t } = useTranslation('external');
  const [search, setSearch] = useSearchParams();
  const onVersionsChange = (pair: VersionPair) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', String(pair.from));
        next.set('to', String(pair.to));
        return next;
      },
      { replace: true },
    );
  };
  return (
    <ComparePage
      assetUID={asset.assetUID}
      from={search.get('from')}
      to={search.get('to')}
      onVersionsChange={onVersionsChange}
      links={{ review: () => reviewHref }}
      notFound={<Alert tone="error">{t('asset.failed')}</Alert>}
      reviewLink={{ canReadOriginals }}
      inspect={(sides, show) => (
        <>
          <CompareInspectTools
            assetUID={asset.assetUID}
            sides={sides}
            onShow={show}
            canReadOriginals={canReadOriginals}
            canAnnotate={canAnnotate}
          />
          <CompareBarcodes sides={sides} onShow={show} />
        </>
      )}
      stageOverlay={(props) => <CompareInspectOverlay {...props} />}
    />
  );
}
