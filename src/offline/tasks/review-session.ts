import type { ReviewSession } from '@/api/types';
import type { ServiceContext } from '@/offline/platform/context';
import { notFound, preconditionFailed } from '@/offline/platform/http/errors';
import { newToken } from '@/offline/platform/ids';
import type { SessionRow, UserRow } from '@/offline/users';
import type { TaskRow } from './rows';
import { isOpen } from './kinds';
import { buildTaskRecord } from './record';
import { findTaskByReviewToken } from './store';
import { tokenExpiry } from '@/offline/users';

/** userUID of the stand-in user of a review session (no user row has it). */
function externalUserUID(taskUID: string): string {
  return `external:${taskUID}`;
}

/** The stand-in user handlers see for an external reviewer: a member of the task's client only. */
export function externalStandInUser(task: TaskRow): UserRow {
  return {
    userUID: externalUserUID(task.taskUID),
    fullName: task.email,
    email: task.email,
    password: '',
    plan: 'Pro',
    clientUIDs: [task.clientUID],
    adminClientUIDs: [],
    active: true,
  };
}

/** The review link's task while the link is usable; else 404 (unknown, expired, ended). */
function requireActiveReviewLink(ctx: ServiceContext, reviewToken: string): TaskRow {
  const task = findTaskByReviewToken(ctx.db, reviewToken);
  const usable =
    task?.external?.linkState === 'Active' &&
    isOpen(task.status) &&
    ctx.db.get('projects', task.projectUID) !== undefined;
  if (!task || !usable) throw notFound('The review link is unknown or has expired.');
  return task;
}

/**
 * POST /api/v1/review/session: exchanges a live review link (and its password, if it has
 * one: 412 when missing or wrong) for a bearer token limited to the task. The token lasts
 * the default token lifetime (600 minutes, never scaled).
 */
export function openReviewSession(
  ctx: ServiceContext,
  reviewToken: string,
  password: string | null | undefined,
): ReviewSession {
  const task = requireActiveReviewLink(ctx, reviewToken);
  const expected = task.external?.password ?? null;
  if (expected !== null) {
    if (password === undefined || password === null || password === '')
      throw preconditionFailed('This review link is protected by a password; send it as password.');
    if (password !== expected)
      throw preconditionFailed('The password of the review link is incorrect.');
  }
  const now = ctx.clock.now();
  const session: SessionRow = {
    token: newToken(32),
    userUID: externalUserUID(task.taskUID),
    createdAt: now,
    expiresAt: tokenExpiry(now, 0),
    review: { taskUID: task.taskUID },
  };
  ctx.db.insert('sessions', session.token, session);
  return {
    token: session.token,
    expirationDate: new Date(session.expiresAt).toISOString(),
    task: buildTaskRecord(ctx, task),
  };
}
