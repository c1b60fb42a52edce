import { useParams, useSearchParams } from 'react-router';
import { ComparePage, type CompareLinks, type VersionPair } from '@/features/compare';
import { CompareBarcodes, CompareInspectOverlay, CompareInspectTools } from '@/features/review';
import { paths } from '../paths';
import { NotFoundPage } from './not-found';

const links: CompareLinks = { review: (assetUID) => paths.review.getHref({ assetUID }) };

/** `/review/:assetUID/compare?from=&to=`: two versions of an asset; the pair lives in the address. */
export function Component() {
  const { assetUID = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const onVersionsChange = (pair: VersionPair) => {
    setSearch({ from: String(pair.from), to: String(pair.to) }, { replace: true });
  };
  return (
    <ComparePage
      assetUID={assetUID}
      from={search.get('from')}
      to={search.get('to')}
      onVersionsChange={onVersionsChange}
      links={links}
      notFound={<NotFoundPage />}
      inspect={(sides, show) => (
        <>
          <CompareInspectTools assetUID={assetUID} sides={sides} onShow={show} />
          <CompareBarcodes sides={sides} onShow={show} />
        </>
      )}
      stageOverlay={(props) => <CompareInspectOverlay {...props} />}
    />
  );
}
