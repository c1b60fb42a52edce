import type { ServiceContext } from '@/offline/platform/context';
import { composeInvitation } from '@/offline/mail';
import { reviewUrlOf } from './record';
import type { DecisionRow, TaskRow } from './rows';
import type { OfflineState } from '@/offline/platform/store/state';
import {
  HISTORY_DECISIONS,
  ROLE_BINDING_SEEDS,
  TASK_SEEDS,
  type DecisionSeed,
  type TaskSeed,
} from './seed-data';

export { DEMO_REVIEW_PASSWORD, DEMO_REVIEW_TOKENS, DEMO_TASKS } from './seed-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const iso = (now: number, hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();

function assetName(state: OfflineState, assetUID: string): string | null {
  return Object.values(state.tables.assets).find((row) => row.assetUID === assetUID)?.name ?? null;
}

function decisionRow(
  now: number,
  task: string,
  project: string,
  seed: DecisionSeed,
  reviewer: { userUID: string | null; name: string },
): DecisionRow {
  return {
    decisionUID: `dec-${task}-${seed.asset}`,
    taskUID: task,
    projectUID: project,
    assetUID: seed.asset,
    decision: seed.decision,
    comment: seed.comment,
    created: iso(now, seed.hoursAgo),
    userUID: reviewer.userUID,
    reviewer: reviewer.name,
    current: true,
  };
}

function taskRow(state: OfflineState, now: number, seed: TaskSeed): TaskRow | undefined {
  const project = state.tables.projects[seed.project];
  const user = seed.user === undefined ? undefined : state.tables.users[seed.user];
  const email = seed.external?.email ?? user?.email;
  // Skipped when an earlier seed (projects, assets) left out what the task refers to.
  if (!project || email === undefined) return undefined;
  const assets = (seed.assets ?? []).filter((uid) => assetName(state, uid) !== null);
  if ((seed.assets?.length ?? 0) !== assets.length) return undefined;
  const ext = seed.external;
  return {
    taskUID: seed.uid,
    projectUID: project.projectUID,
    clientUID: project.clientUID,
    type: seed.type,
    status: seed.status,
    created: iso(now, seed.createdHoursAgo),
    closed: seed.closedHoursAgo === undefined ? null : iso(now, seed.closedHoursAgo),
    userUID: user?.userUID ?? null,
    email,
    dueDate:
      seed.dueInDays === undefined
        ? null
        : new Date(now + seed.dueInDays * DAY).toISOString().slice(0, 10),
    comment: seed.comment ?? null,
    appOrigin: null,
    assetUIDs: assets,
    requestedAssetUID: seed.requestedAsset ?? null,
    requestedAssetName:
      seed.requestedAsset === undefined ? null : assetName(state, seed.requestedAsset),
    external: ext
      ? {
          reviewToken: ext.token,
          password: ext.password,
          language: ext.language,
          emailSubject: null,
          isReadOnly: ext.isReadOnly,
          isAllowDownloadAssets: ext.isAllowDownloadAssets,
          linkState: seed.status === 'Pending' ? 'Active' : 'Expired',
        }
      : null,
    review: seed.assets
      ? {
          checklistName: null,
          checklistItems: [],
          isSimpleMode: false,
          allowDownload: false,
          ...seed.review,
        }
      : null,
    roles: seed.roles ?? [],
    createdByUserUID: null,
  };
}

/**
 * Demo tasks of every type and status for anna, ravi and lena, their decisions (plus the
 * decisions of completed projects, whose tasks are gone) and the role bindings of the
 * closed AssignUserRoles task. Runs after the assets seed.
 */
export function seedDemoTasks(state: OfflineState, now: number): void {
  for (const seed of TASK_SEEDS) {
    const row = taskRow(state, now, seed);
    if (!row) continue;
    state.tables.tasks[row.taskUID] = row;
    const reviewer = {
      userUID: row.userUID,
      name:
        row.userUID === null ? row.email : (state.tables.users[row.userUID]?.fullName ?? row.email),
    };
    for (const decision of seed.decisions ?? []) {
      const d = decisionRow(now, row.taskUID, row.projectUID, decision, reviewer);
      state.tables.decisions[d.decisionUID] = d;
    }
  }
  for (const seed of HISTORY_DECISIONS) {
    if (!state.tables.projects[seed.project] || assetName(state, seed.asset) === null) continue;
    const d = decisionRow(now, seed.task, seed.project, seed, {
      userUID: seed.user,
      name: state.tables.users[seed.user]?.fullName ?? seed.user,
    });
    state.tables.decisions[d.decisionUID] = d;
  }
  for (const seed of ROLE_BINDING_SEEDS) {
    if (!state.tables.tasks[seed.task]) continue;
    state.tables.roleBindings[seed.project] = {
      projectUID: seed.project,
      roles: [{ roleUid: seed.roleUid, userUIDs: [...seed.users] }],
      updated: iso(now, seed.hoursAgo),
    };
  }
}

/**
 * The invitations of the seeded external reviews, written once the service knows its
 * origin (the seed does not): on a fresh world, whose outbox is still empty.
 */
export function seedInvitationEmails(ctx: ServiceContext): void {
  if (ctx.db.count('outbox') > 0) return;
  const assetNames = new Map(ctx.db.rows('assets').map((row) => [row.assetUID, row.name]));
  const seeded = ctx.db
    .rows('tasks')
    .filter((task) => task.external && task.createdByUserUID === null && task.appOrigin === null)
    .sort((a, b) => a.created.localeCompare(b.created));
  seeded.forEach((task, index) => {
    const external = task.external;
    const project = ctx.db.get('projects', task.projectUID);
    if (!external || !project) return;
    const email = composeInvitation({
      language: external.language,
      senderName: ctx.db.get('clients', task.clientUID)?.name ?? 'Proofdesk',
      projectName: project.name,
      assetNames: task.assetUIDs.map((uid) => assetNames.get(uid) ?? uid),
      dueDate: task.dueDate,
      comment: task.comment,
      hasPassword: external.password !== null,
      isReadOnly: external.isReadOnly,
      isAllowDownloadAssets: external.isAllowDownloadAssets,
      reviewUrl: reviewUrlOf(task, ctx.appOrigin ?? ctx.origin),
      subjectOverride: external.emailSubject,
    });
    const emailUID = `eml-${task.taskUID}`;
    ctx.db.insert('outbox', emailUID, {
      emailUID,
      to: task.email,
      language: external.language,
      ...email,
      time: task.created,
      kind: 'ExternalReviewInvitation',
      clientUID: task.clientUID,
      taskUID: task.taskUID,
      seq: index + 1,
    });
  });
}
