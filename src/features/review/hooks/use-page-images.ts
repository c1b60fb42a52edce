import { useEffect, useEffectEvent, useState } from 'react';
import { fetchPageBlob, pageImagesFromBlob, type PageImages } from '../canvas/page-images';

export type PageImagesState =
  | { status: 'loading' }
  | { status: 'ready'; images: PageImages }
  | { status: 'error'; error: unknown };

/** Device pixels the overview must have on its long side to look sharp fitted to this window. */
function neededLongSide(): number {
  if (typeof window === 'undefined') return 2048;
  return Math.max(window.innerWidth, window.innerHeight) * (window.devicePixelRatio || 1);
}

/**
 * Fetches and decodes one page (null url: nothing to show). The hook owns what it loads: a
 * new page, or unmounting, aborts the fetch and frees the decoded bitmaps.
 */
export function usePageImages(
  url: string | null,
  onLoaded?: (images: PageImages) => void,
): PageImagesState {
  // Keyed by URL, so a new page reads as loading without a state reset inside the effect.
  const [state, setState] = useState<{ url: string | null; value: PageImagesState }>({
    url: null,
    value: { status: 'loading' },
  });
  const loadedEvent = useEffectEvent((images: PageImages) => onLoaded?.(images));

  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    let loaded: PageImages | null = null;
    let unwatch: () => void = () => undefined;
    fetchPageBlob(url, abort.signal)
      .then((blob) => pageImagesFromBlob(blob, neededLongSide()))
      .then(
        (images) => {
          if (abort.signal.aborted) {
            images.dispose();
            return;
          }
          loaded = images;
          // A big page shows its first rows while the rest arrives: a file cut short or
          // damaged further down fails then, and its rows already shown go with it.
          unwatch =
            images.onFailure?.((error) => {
              images.dispose();
              loaded = null;
              setState({ url, value: { status: 'error', error } });
            }) ?? unwatch;
          loadedEvent(images);
          setState({ url, value: { status: 'ready', images } });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ url, value: { status: 'error', error } });
        },
      );
    return () => {
      abort.abort();
      unwatch();
      if (!loaded) return;
      loaded.dispose();
      // Coming back to this URL must load again, never show the bitmaps just freed.
      const freed = loaded;
      setState((current) =>
        current.value.status === 'ready' && current.value.images === freed
          ? { url: null, value: { status: 'loading' } }
          : current,
      );
    };
  }, [url]);

  return state.url === url ? state.value : { status: 'loading' };
}
