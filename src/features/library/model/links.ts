/** Links the app layer builds for the library (it owns the route table). */
export interface LibraryLinks {
  /** A project's page (origin project of an asset). */
  project: (projectUID: string) => string;
  /** A project's Assets tab, where a copied asset shows up. */
  projectAssets: (projectUID: string) => string;
  /** The review tool for a project asset. */
  review: (assetUID: string) => string;
}
