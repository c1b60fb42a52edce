/**
 * THE list of tables. Adding a table takes three lines here: import the row type, add
 * the key to {@link Tables}, add the key to {@link TABLE_KEYS} (the compiler insists).
 * Then bump SCHEMA_VERSION in state.ts if stored browser states must be re-seeded.
 */
import type { ClientRow, SessionRow, UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import type { EventRow } from './rows';
import type { AnnotationRow } from '@/offline/annotations';
import type { DeliveryJobRow, DeliveryRow, WebhookRow } from '@/offline/webhooks';
import type { DalAssetRow, DalFolderRow } from '@/offline/dal';
import type {
  WorkflowJobRow,
  WorkflowRow,
  WorkflowRunRow,
  WorkflowWaitRow,
} from '@/offline/workflows';
import type { DecisionRow, OutboxRow, RoleBindingRow, TaskRow } from '@/offline/tasks';
import type { AssetVersionRow } from '@/offline/assets';
import type { RefDocRow } from '@/offline/refdocs';

/** Every table, keyed by the row's UID. */
export interface Tables {
  users: Record<string, UserRow>;
  clients: Record<string, ClientRow>;
  /** Keyed by token. */
  sessions: Record<string, SessionRow>;
  projects: Record<string, ProjectRow>;
  /** Keyed by EventId. */
  events: Record<string, EventRow>;
  annotations: Record<string, AnnotationRow>;
  webhooks: Record<string, WebhookRow>;
  /** Events still to be delivered (first attempts and retries), keyed by jobUID. */
  webhookJobs: Record<string, DeliveryJobRow>;
  /** Every delivery attempt, keyed by deliveryUID. */
  webhookDeliveries: Record<string, DeliveryRow>;
  workflows: Record<string, WorkflowRow>;
  /** Keyed by runUID. */
  workflowRuns: Record<string, WorkflowRunRow>;
  /** Review reactions waiting for an asset, keyed by waitUID. */
  workflowWaits: Record<string, WorkflowWaitRow>;
  /** Triggers whose actions are still to run, keyed by jobUID. */
  workflowJobs: Record<string, WorkflowJobRow>;
  dalFolders: Record<string, DalFolderRow>;
  dalAssets: Record<string, DalAssetRow>;
  tasks: Record<string, TaskRow>;
  /** Review decisions, keyed by decisionUID. */
  decisions: Record<string, DecisionRow>;
  /** Keyed by projectUID. */
  roleBindings: Record<string, RoleBindingRow>;
  /** E-mails the service sent, keyed by emailUID. */
  outbox: Record<string, OutboxRow>;
  /** Asset versions, keyed by assetVersionKey(assetUID, version). */
  assets: Record<string, AssetVersionRow>;
  refDocs: Record<string, RefDocRow>;
}

export type TableName = keyof Tables;

/** The row type of a table. */
export type RowOf<T extends TableName> = Tables[T][string];

const TABLE_KEYS: Record<TableName, true> = {
  users: true,
  clients: true,
  sessions: true,
  projects: true,
  events: true,
  annotations: true,
  webhooks: true,
  webhookJobs: true,
  webhookDeliveries: true,
  workflows: true,
  workflowRuns: true,
  workflowWaits: true,
  workflowJobs: true,
  dalFolders: true,
  dalAssets: true,
  tasks: true,
  decisions: true,
  roleBindings: true,
  outbox: true,
  assets: true,
  refDocs: true,
};

export const TABLE_NAMES = Object.keys(TABLE_KEYS) as TableName[];

export function emptyTables(): Tables {
  const tables: Partial<Record<TableName, Record<string, never>>> = {};
  for (const name of TABLE_NAMES) tables[name] = {};
  return tables as Tables;
}
