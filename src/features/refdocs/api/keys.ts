/**
 * Reference documents come inside the project record; these keys are shared with the project
 * feature on purpose, so a change here refreshes the page's record and its tab count.
 */
export const sharedKeys = {
  projectLists: () => ['projects', 'list'] as const,
  projectDetail: (projectUID: string) => ['projects', 'detail', projectUID] as const,
  projectRefDocs: (projectUID: string) => ['projects', 'detail', projectUID, 'refdocs'] as const,
};

export const refDocKeys = {
  all: ['refdocs'] as const,
  file: (refDocUID: string, url: string) => [...refDocKeys.all, 'file', refDocUID, url] as const,
};
