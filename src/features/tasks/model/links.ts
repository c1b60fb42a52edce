/** Links the app layer builds for the tasks feature (it owns the route table). */
export interface TaskLinks {
  projectAssets: (projectUID: string) => string;
  projectRefDocs: (projectUID: string) => string;
  projectTasks: (projectUID: string) => string;
  /** The review tool on one asset. */
  review: (assetUID: string) => string;
}
