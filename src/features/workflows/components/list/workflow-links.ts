/** Links the app layer gives the Workflows screens (features do not know the route table). */
export interface WorkflowListLinks {
  workflow: (workflowUID: string) => string;
  newWorkflow: (query: { client: string; starter: string; name: string }) => string;
  project: (projectUID: string) => string;
}
