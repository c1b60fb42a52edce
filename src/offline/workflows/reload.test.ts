import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '@/offline/platform/clock';
import { createMemoryPersistence } from '@/offline/platform/store/persistence-memory';
import { harnessEachTest } from '@/offline/testing/test-bed';
import {
  createProjectWith,
  createWorkflow,
  outboxOf,
  runsOf,
} from '@/offline/testing/workflows-kit';

const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

const welcome = {
  uid: 'welcome',
  triggerType: 'ProjectCreated',
  reactionType: 'SendCustomEmail',
  contacts: 'ops@acme.example',
  emailSubject: 'Project started',
};

describe('a trigger that fired just before a reload', () => {
  it('still runs its actions after the reload, once', async () => {
    const persistence = createMemoryPersistence();
    // A clock that never moves: the reaction has not run when the tab (the service) goes away.
    await t.restart({ persistence, scheduler: new ManualScheduler() });
    const workflow = await createWorkflow(t.h, t.anna, [welcome]);
    const project = await createProjectWith(t.h, t.anna, workflow.workflowUID);
    expect(await runsOf(t.h, t.anna, project.projectUID)).toEqual([]);
    const sent = async () =>
      (await outboxOf(t.h, t.anna)).filter((mail) => mail.subject === 'Project started').length;

    await t.restart({ persistence, settings: { timeScale: 1000 } });
    await t.h.service.whenIdle();
    const runs = await runsOf(t.h, t.anna, project.projectUID);
    expect(runs.map((run) => [run.actionUid, run.outcome])).toEqual([['welcome', 'Done']]);
    expect(await sent()).toBe(1);

    // Once run, the trigger is gone from the stored state: another reload runs nothing again.
    await t.restart({ persistence, settings: { timeScale: 1000 } });
    await t.h.service.whenIdle();
    expect(await runsOf(t.h, t.anna, project.projectUID)).toHaveLength(1);
    expect(await sent()).toBe(1);
  });

  it('is dropped by a reset with the rest of the world', async () => {
    const persistence = createMemoryPersistence();
    await t.restart({ persistence, scheduler: new ManualScheduler() });
    const workflow = await createWorkflow(t.h, t.anna, [welcome]);
    await createProjectWith(t.h, t.anna, workflow.workflowUID);
    expect(t.h.service.context.db.rows('workflowJobs')).toHaveLength(1);
    await t.h.service.context.reset();
    expect(t.h.service.context.db.rows('workflowJobs')).toEqual([]);
  });
});
