import { describe, expect, it } from 'vitest';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_WORKFLOWS } from './seed';
import { LOOP_GUARD } from './loop-guard';
import { uploadedAssetUID } from '@/offline/testing/assets-kit';
import { harnessEachTest } from '@/offline/testing/test-bed';
import {
  createProjectWith,
  createWorkflow,
  myTasks,
  outboxOf,
  projectOf,
  runsOf,
  trigger,
} from '@/offline/testing/workflows-kit';

const t = harnessEachTest(['anna', 'ravi'], { settings: { timeScale: 1000 } });

const idle = () => t.h.service.whenIdle();
const customEmail = (uid: string, triggerType: string, emailSubject: string) => ({
  uid,
  triggerType,
  reactionType: 'SendCustomEmail',
  contacts: 'ops@acme.example',
  emailSubject,
});

describe('a review workflow, end to end over HTTP', () => {
  it('creates the owners a review task when the project is created and moves it in Kanban on approval', async () => {
    const workflow = await createWorkflow(t.h, t.anna, [
      {
        uid: 'review',
        triggerType: 'ProjectCreated',
        reactionType: 'CreateInternalReviewTask',
        roleUids: ['projectOwners'],
        checklistName: 'Print readiness',
        checklistItems: ['Barcode scans', 'Bleed correct'],
        daysToDueDate: 2,
        isSimpleMode: true,
      },
      {
        uid: 'ready',
        triggerType: 'InternalReviewTaskApproved',
        reactionType: 'MoveInKanban',
        targetKanbanColumnUid: DEMO_COLUMNS.acmePrintReady,
      },
      {
        ...customEmail('only-anna', 'InternalReviewTaskApproved', 'Approved by Anna'),
        triggerExecutorUid: DEMO_USERS.anna,
      },
    ]);
    const project = await createProjectWith(t.h, t.anna, workflow.workflowUID);
    await idle();
    // A new project has nothing to review yet: the action waits for the first processed asset.
    expect(
      (await runsOf(t.h, t.anna, project.projectUID)).map((r) => [r.actionUid, r.outcome]),
    ).toEqual([['review', 'Waiting']]);
    expect(await myTasks(t.h, t.ravi, project.projectUID)).toEqual([]);

    const assetUID = await uploadedAssetUID(
      t.h,
      t.anna,
      project.projectUID,
      'front.png',
      solidImage('png', 64, 48, [250, 200, 0]),
    );
    await idle();
    const [task] = await myTasks(t.h, t.ravi, project.projectUID);
    expect(task).toMatchObject({
      type: 'ReviewAssets',
      status: 'Pending',
      assetUIDs: [assetUID],
      user: { userUID: DEMO_USERS.ravi },
    });
    // Due = creation time + daysToDueDate days (both read from the clock within the same run).
    expect(Date.parse(task?.dueDate ?? '') - Date.parse(task?.created ?? '')).toBeCloseTo(
      2 * 86_400_000,
      -3,
    );
    expect(t.h.service.context.db.get('tasks', task?.taskUID ?? '')?.review).toEqual({
      checklistName: 'Print readiness',
      checklistItems: ['Barcode scans', 'Bleed correct'],
      isSimpleMode: true,
      allowDownload: false,
    });

    const decided = await t.h.call('PUT', '/api/v1/task/decision', {
      token: t.ravi,
      body: { taskUID: task?.taskUID, assetUID, decision: 'Approved' },
    });
    expect(decided.status, decided.text).toBe(200);
    await idle();
    expect((await projectOf(t.h, t.anna, project.projectUID)).kanbanColumnUID).toBe(
      DEMO_COLUMNS.acmePrintReady,
    );
    const runs = await runsOf(t.h, t.anna, project.projectUID);
    expect(runs.map((r) => [r.actionUid, r.triggerType, r.outcome])).toEqual([
      ['review', 'ProjectCreated', 'Waiting'],
      ['review', 'ProjectCreated', 'Done'],
      ['ready', 'InternalReviewTaskApproved', 'Done'],
    ]);
    // The executor filter kept the Anna-only action from running for Ravi's approval.
    expect((await outboxOf(t.h, t.anna)).some((mail) => mail.subject === 'Approved by Anna')).toBe(
      false,
    );
  });
});

describe('CompleteProject', () => {
  it('completes the project, ends processing, and Active again restarts the workflow', async () => {
    const workflow = await createWorkflow(t.h, t.anna, [
      customEmail('hello', 'ProjectCreated', 'Workflow started'),
      { uid: 'close', triggerType: 'ManualTrigger', reactionType: 'CompleteProject' },
    ]);
    const project = await createProjectWith(t.h, t.anna, workflow.workflowUID);
    await idle();
    const started = async () =>
      (await outboxOf(t.h, t.anna)).filter((mail) => mail.subject === 'Workflow started').length;
    expect(await started()).toBe(1);

    const answer = await trigger(t.h, t.anna, project.projectUID, 'close');
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as { message: string }).message).toMatch(/^The action ran: Done/);
    expect((await projectOf(t.h, t.anna, project.projectUID)).projectState).toBe('Completed');
    expect((await trigger(t.h, t.anna, project.projectUID, 'close')).status).toBe(412);

    expect(
      (
        await t.h.call('PUT', '/api/v1/project/state', {
          token: t.anna,
          body: { projectUID: project.projectUID, projectState: 'Active' },
        })
      ).status,
    ).toBe(200);
    await idle();
    expect(await started()).toBe(2);
  });
});

describe('the loop guard', () => {
  it('stops two workflows that switch to each other forever', async () => {
    const a = await createWorkflow(
      t.h,
      t.anna,
      [customEmail('mail-a', 'ProjectCreated', 'A started')],
      { name: 'A' },
    );
    const b = await createWorkflow(
      t.h,
      t.anna,
      [
        {
          uid: 'to-a',
          triggerType: 'ProjectCreated',
          reactionType: 'SwitchToWorkflow',
          targetWorkflowUid: a.workflowUID,
        },
      ],
      { name: 'B' },
    );
    const toB = {
      uid: 'to-b',
      triggerType: 'ProjectCreated',
      reactionType: 'SwitchToWorkflow',
      targetWorkflowUid: b.workflowUID,
    };
    const updated = await t.h.call('PUT', '/api/v1/workflow', {
      token: t.anna,
      body: {
        workflowUID: a.workflowUID,
        actions: [customEmail('mail-a', 'ProjectCreated', 'A started'), toB],
      },
    });
    expect(updated.status).toBe(200);

    const project = await createProjectWith(t.h, t.anna, a.workflowUID);
    await idle();
    const runs = await runsOf(t.h, t.anna, project.projectUID);
    const last = runs.at(-1);
    expect(last?.outcome).toBe('Stopped');
    expect(last?.message).toMatch(/^Loop guard/);
    expect(last?.depth).toBe(LOOP_GUARD.maxDepth + 1);
    expect(runs.filter((r) => r.outcome === 'Done').length).toBeLessThanOrEqual(
      2 * (LOOP_GUARD.maxDepth + 1),
    );
    expect(new Set(runs.map((r) => r.chainId)).size).toBe(1);
    const mails = (await outboxOf(t.h, t.anna)).filter(
      (mail) => mail.subject === 'A started',
    ).length;
    expect(mails).toBe(LOOP_GUARD.maxDepth / 2 + 1);
  });
});

describe('roles', () => {
  it('AssignUserRoles asks the owner for users; UserRolesAssigned then gives the role its upload task', async () => {
    const lena = await t.h.login('lena@demo.test');
    const project = await createProjectWith(t.h, t.anna, DEMO_WORKFLOWS.nordic, {
      clientUID: DEMO_CLIENTS.nordic,
      projectOwnersUIDS: [DEMO_USERS.lena],
    });
    await idle();
    const [roleTask] = await myTasks(t.h, lena, project.projectUID);
    expect(roleTask).toMatchObject({
      type: 'AssignUserRoles',
      roles: [{ uid: 'brand-manager', name: 'Brand manager', isInternal: true }],
    });
    const body = {
      taskUID: roleTask?.taskUID,
      data: { assignUsers: [{ roleUid: 'brand-manager', internalUsers: [DEMO_USERS.anna] }] },
    };
    expect((await t.h.call('PUT', '/api/v1/task/complete', { token: lena, body })).status).toBe(
      200,
    );
    await idle();
    const [upload] = await myTasks(t.h, t.anna, project.projectUID);
    expect(upload).toMatchObject({
      type: 'UploadAssets',
      status: 'Pending',
      user: { userUID: DEMO_USERS.anna },
    });
    const runs = await runsOf(t.h, t.anna, project.projectUID);
    expect(runs.map((r) => [r.triggerType, r.reactionType, r.outcome])).toEqual([
      ['ProjectCreated', 'AssignUserRoles', 'Done'],
      ['UserRolesAssigned', 'CreateInternalUploadAssetsTask', 'Done'],
    ]);
  });
});
