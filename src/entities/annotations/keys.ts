/**
 * The one key of an asset's annotations. The review tool and the compare view read the same
 * listing, so a change made in either refreshes what the other shows.
 */
export const annotationKeys = {
  all: ['annotations'] as const,
  ofAsset: (assetUID: string) => [...annotationKeys.all, assetUID] as const,
};
