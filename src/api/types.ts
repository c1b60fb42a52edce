/**
 * Short names for the API types generated from src/api/openapi.yaml.
 * The contract is the single source: never hand-write an API type elsewhere; add an alias here.
 */
import type { components, paths } from '@/api/schema.gen';

type Schemas = components['schemas'];

export type { components, paths };

// Envelopes and errors
/** Fields of every envelope; `version` is always "1.0", `statusCode` repeats the HTTP status (except the same-state 406 of PUT /project/state, which carries 412). */
export type EnvelopeBase = Schemas['EnvelopeBase'];
/** Success envelope of an operation that returns no data. */
export type MessageEnvelope = Schemas['MessageEnvelope'];
/** Body of every error except 400 (ProblemDetails) and 429 (plain text); 500 may have no body at all. */
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
/** DAL envelopes additionally carry `isError`. */
export type DalEnvelopeBase = Schemas['DalEnvelopeBase'];
/** Body of every 400: `errors` maps each field name, as sent, to its messages. */
export type ProblemDetails = Schemas['ProblemDetails'];

// Token
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type TokenValidation = Schemas['TokenValidation'];

// Users and clients
export type User = Schemas['User'];
export type Plan = Schemas['Plan'];
export type ClientRef = Schemas['ClientRef'];
/** The caller; `clients[0]` is the default tenant. */
export type LoggedInUser = Schemas['LoggedInUser'];
export type ProjectTemplate = Schemas['ProjectTemplate'];
export type DashboardFolder = Schemas['DashboardFolder'];
/** Kanban columns come in dashboard order; new projects land in the first one. */
export type KanbanColumn = Schemas['KanbanColumn'];
/** One GET /api/v1/users item: a client with its users, templates, folders and Kanban columns. */
export type ClientDirectory = Schemas['ClientDirectory'];

// Projects
export type ProjectState = Schemas['ProjectState'];
/** States a client may request; InTransit is set by the service only. */
export type RequestableProjectState = Schemas['RequestableProjectState'];
export type ReviewStatus = Schemas['ReviewStatus'];
export type WorkflowRef = Schemas['WorkflowRef'];
export type MetadataEntry = Schemas['MetadataEntry'];
/** Child collections `assets`, `tasks`, `refDocs`, `metadata` are present only when asked for (IsLoad* query flags). */
export type Project = Schemas['Project'];
export type ProjectCreateRequest = Schemas['ProjectCreateRequest'];
/** Only the fields sent change; clientUID is fixed at creation. */
export type ProjectEditRequest = Schemas['ProjectEditRequest'];
export type ProjectRef = Schemas['ProjectRef'];
export type ProjectStateRequest = Schemas['ProjectStateRequest'];
export type ProjectKanbanColumnRequest = Schemas['ProjectKanbanColumnRequest'];
export type ProjectFolderRequest = Schemas['ProjectFolderRequest'];
export type DownloadLink = Schemas['DownloadLink'];

// Assets and reference documents
/** Pending -> Processing -> Processed | Failed. */
export type AssetStatus = Schemas['AssetStatus'];
/** One version of an asset; bitmap and thumbnail URLs are null until processed. */
export type Asset = Schemas['Asset'];
/** multipart/form-data body of file uploads: the file goes in field `uploadedFile`. */
export type FileUpload = Schemas['FileUpload'];
/** Without `version`, every version is deleted. */
export type DeleteAssetRequest = Schemas['DeleteAssetRequest'];
/** Body of asset and reference document upload_url. */
export type UploadFromUrlRequest = Schemas['UploadFromUrlRequest'];
export type AssetUIDResult = Schemas['AssetUIDResult'];
export type RefDocKind = Schemas['RefDocKind'];
export type RefDoc = Schemas['RefDoc'];
export type AddRefDocUrlRequest = Schemas['AddRefDocUrlRequest'];
export type RefDocRef = Schemas['RefDocRef'];
export type RefDocUIDResult = Schemas['RefDocUIDResult'];

// Tasks
export type TaskType = Schemas['TaskType'];
export type TaskStatus = Schemas['TaskStatus'];
export type ReviewDecision = Schemas['ReviewDecision'];
/** External reviewers have `userUID` and `fullName` null. */
export type TaskUser = Schemas['TaskUser'];
export type TaskAssetDecision = Schemas['TaskAssetDecision'];
export type TaskDecisionRecord = Schemas['TaskDecisionRecord'];
export type Task = Schemas['Task'];
export type TaskRef = Schemas['TaskRef'];
export type UploadTaskCreateRequest = Schemas['UploadTaskCreateRequest'];
export type AssetChangeUploadTaskCreateRequest = Schemas['AssetChangeUploadTaskCreateRequest'];
export type ReviewTaskCreateRequest = Schemas['ReviewTaskCreateRequest'];
export type EmailLanguage = Schemas['EmailLanguage'];
export type ExternalReviewTaskCreateRequest = Schemas['ExternalReviewTaskCreateRequest'];
export type RoleAssignment = Schemas['RoleAssignment'];
export type TaskCompleteRequest = Schemas['TaskCompleteRequest'];
/** When every asset of the task has a decision, the task ends (Rejected > ApprovedWithChanges > Approved). */
export type TaskDecisionRequest = Schemas['TaskDecisionRequest'];

// External review sessions
export type ReviewSessionRequest = Schemas['ReviewSessionRequest'];
/** `token` is a bearer token limited to `task`. */
export type ReviewSession = Schemas['ReviewSession'];

// Annotations
export type AnnotationShapeType = Schemas['AnnotationShapeType'];
/** `points` are x,y pairs normalized to 0..1 of the page's width and height (even length). */
export type AnnotationShape = Schemas['AnnotationShape'];
/** `userUID` is null for an external reviewer. */
export type AnnotationAuthor = Schemas['AnnotationAuthor'];
/** A reply has `parentAnnotationUID` and `shape` null; only the creator may edit or delete. */
export type Annotation = Schemas['Annotation'];
export type AnnotationCreateRequest = Schemas['AnnotationCreateRequest'];
export type AnnotationEditRequest = Schemas['AnnotationEditRequest'];
export type AnnotationRef = Schemas['AnnotationRef'];
export type AnnotationHideRequest = Schemas['AnnotationHideRequest'];
/** GET /api/v1/annotation/all result: zero-based page number (as string key) to annotations. */
export type AnnotationPages = Schemas['AnnotationPagesEnvelope']['result'];

// Webhooks
export type Webhook = Schemas['Webhook'];
export type WebhookState = Schemas['WebhookState'];
export type WebhookCreateRequest = Schemas['WebhookCreateRequest'];
export type WebhookRef = Schemas['WebhookRef'];

// Workflows
export type TriggerType = Schemas['TriggerType'];
export type ReactionType = Schemas['ReactionType'];
export type WebhookField = Schemas['WebhookField'];
export type HttpHeader = Schemas['HttpHeader'];
/** `uid` is chosen by the client and unique within its workflow. */
export type WorkflowAction = Schemas['WorkflowAction'];
export type WorkflowActionInput = Schemas['WorkflowActionInput'];
/** `uid` "projectOwners" is predefined and always available. */
export type WorkflowRole = Schemas['WorkflowRole'];
export type Workflow = Schemas['Workflow'];
export type WorkflowRun = Schemas['WorkflowRun'];
export type WorkflowCreateRequest = Schemas['WorkflowCreateRequest'];
export type WorkflowUpdateRequest = Schemas['WorkflowUpdateRequest'];
export type WorkflowRefRequest = Schemas['WorkflowRefRequest'];
export type WorkflowTriggerRequest = Schemas['WorkflowTriggerRequest'];

// Digital asset library
/** A tree with one root per client; `subFolders` nest recursively. */
export type DalFolder = Schemas['DalFolder'];
export type DalAssetHistoryEntry = Schemas['DalAssetHistoryEntry'];
export type DalAsset = Schemas['DalAsset'];
export type DalMessageEnvelope = Schemas['DalMessageEnvelope'];
export type DalErrorEnvelope = Schemas['DalErrorEnvelope'];
export type DalFolderCreateRequest = Schemas['DalFolderCreateRequest'];
export type DalFolderRenameRequest = Schemas['DalFolderRenameRequest'];
export type DalFolderMoveRequest = Schemas['DalFolderMoveRequest'];
export type DalFolderRef = Schemas['DalFolderRef'];
export type DalAssetMoveRequest = Schemas['DalAssetMoveRequest'];
export type DalAssetRef = Schemas['DalAssetRef'];
export type DalAssetToProjectRequest = Schemas['DalAssetToProjectRequest'];
export type ProjectAssetToDalRequest = Schemas['ProjectAssetToDalRequest'];

// Events (webhook payloads; PascalCase properties)
export type EventType = Schemas['EventType'];
export type EventProject = Schemas['EventProject'];
export type EventTask = Schemas['EventTask'];
export type EventReviewStatus = Schemas['EventReviewStatus'];
/** Discriminated by `EventType`; a repeated delivery carries the same `EventId`. */
export type Event = Schemas['Event'];
/** The Data payload of the event of type `T`. */
export type EventData<T extends EventType> = Extract<Event, { EventType: T }>['Data'];

// Offline service
export type MockSettings = Schemas['MockSettings'];
export type OutboxEmail = Schemas['OutboxEmail'];
/** Exactly one of `httpStatus` and `error` is non-null. */
export type WebhookDelivery = Schemas['WebhookDelivery'];
/** Body of POST /api/v1/mock/deliveries/redeliver (x-extension). */
export type WebhookRedeliverRequest = Schemas['WebhookRedeliverRequest'];
