/** Query keys of reference document files (only this feature reads them). */
export const refDocKeys = {
  all: ['refdocs'] as const,
  file: (refDocUID: string, url: string) => [...refDocKeys.all, 'file', refDocUID, url] as const,
};
