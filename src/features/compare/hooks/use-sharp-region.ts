import { useEffect, useState } from 'react';
import type { CompareState, CompareStore } from '../stores/compare-store';
import type { Comparison } from './load-comparison';
import { SharpRegionLoader, type SharpRegion } from './sharp-region-loader';

interface Owned {
  owner: Comparison;
  region: SharpRegion | null;
}

/**
 * The sharp region of `comparison` (null while loading) for the store's view (see {@link SharpRegionLoader}), or
 * null while the working images are sharp enough or it is being decoded.
 */
export function useSharpRegion(
  store: CompareStore,
  comparison: Comparison | null,
): SharpRegion | null {
  const [owned, setOwned] = useState<Owned | null>(null);
  useEffect(() => {
    if (!comparison?.decodeRegion) return;
    const loader = new SharpRegionLoader(comparison);
    const unsubscribeLoader = loader.subscribe(() =>
      setOwned({ owner: comparison, region: loader.current }),
    );
    const follow = (state: CompareState) =>
      loader.update({
        viewport: state.viewport,
        panel: state.panel,
        devicePixelRatio: globalThis.devicePixelRatio || 1,
      });
    follow(store.getState());
    const unsubscribeStore = store.subscribe(follow);
    return () => {
      unsubscribeStore();
      unsubscribeLoader();
      loader.dispose();
      // Its bitmaps are closed: never drawn again.
      setOwned(null);
    };
  }, [store, comparison]);
  return comparison && owned?.owner === comparison ? owned.region : null;
}
