import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workflow, WorkflowActionInput } from '@/api/types';
import {
  HAND_TRIGGERS,
  simulateWorkflow,
  type SimulationEvent,
  type SimulationInput,
  type SimulationResult,
} from '@/domain/workflows/simulate';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import {
  DESIGNER,
  PEOPLE,
  randomActions,
  seededRandom,
  type Random,
} from '@/offline/testing/random-workflows';
import { applyEvent, openTasksOf, runKey, taskKey } from '@/offline/testing/simulation-driver';
import { harnessEachTest } from '@/offline/testing/test-bed';
import {
  createProjectWith,
  createWorkflow,
  runsOf,
  trigger,
} from '@/offline/testing/workflows-kit';

/**
 * The dry run's promise: for random workflows and random task outcomes, simulateWorkflow
 * lists exactly the runs the offline engine's run log records (workflow, action, trigger,
 * reaction, outcome, loop-guard depth) and the same open tasks after every event.
 * WFSIM_CASES and WFSIM_SEED widen or replay the search.
 */
const CASES = Number(process.env.WFSIM_CASES ?? 60);
/** Cases per test: each test gets a fresh service, so its tables stay small and fast. */
const PER_TEST = 15;
const FIRST_SEED = Number(process.env.WFSIM_SEED ?? 9001);
const MAX_EVENTS = 8;

const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

let webhookUrl = '';
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200).end('ok'));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/in`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function put(actions: WorkflowActionInput[], workflowUID: string): Promise<Workflow> {
  const answer = await t.h.call('PUT', '/api/v1/workflow', {
    token: t.anna,
    body: { workflowUID, actions },
  });
  if (answer.status !== 200) throw new Error(`PUT workflow: ${answer.text}`);
  return (answer.body as { result: Workflow }).result;
}

/**
 * A draft workflow A and, sometimes, a workflow B it switches to (which may switch back).
 * `switching` cases always have B, a ProjectCreated switch in A and mostly one back in B,
 * so the loop guard's limits get compared too.
 */
async function randomWorkflows(
  rng: Random,
  switching: boolean,
): Promise<{ draft: Workflow; others: Workflow[] }> {
  const extra = { roles: [DESIGNER] };
  let other: Workflow | undefined;
  if (switching || rng.chance(0.4)) {
    const actions = randomActions(rng, rng.int(3), { prefix: 'b', webhookUrl });
    other = await createWorkflow(t.h, t.anna, actions, { ...extra, name: 'B' });
  }
  const env = { prefix: 'a', webhookUrl, switchTarget: other?.workflowUID };
  const actions = randomActions(rng, 2 + rng.int(7), env);
  if (switching && other) {
    const at = rng.int(actions.length + 1);
    actions.splice(at, 0, {
      uid: 'a-switch',
      triggerType: 'ProjectCreated',
      reactionType: 'SwitchToWorkflow',
      targetWorkflowUid: other.workflowUID,
    });
  }
  const draft = await createWorkflow(t.h, t.anna, actions, { ...extra, name: 'A' });
  if (other && rng.chance(switching ? 0.7 : 0.5)) {
    const back = randomActions(rng, 1, {
      prefix: 'back',
      webhookUrl,
      switchTarget: draft.workflowUID,
    }).map((action) => ({
      ...action,
      reactionType: 'SwitchToWorkflow' as const,
      targetWorkflowUid: draft.workflowUID,
      triggerType: switching ? ('ProjectCreated' as const) : action.triggerType,
    }));
    other = await put([...other.actions, ...back], other.workflowUID);
  }
  return { draft, others: other ? [other] : [] };
}

function nextEvent(
  rng: Random,
  sim: SimulationResult,
  owners: readonly string[],
): SimulationEvent | undefined {
  const options: SimulationEvent[] = [];
  for (const task of sim.openTasks) {
    for (const outcome of task.outcomes) {
      if (outcome !== 'rolesAssigned') options.push({ kind: 'taskEnds', taskId: task.id, outcome });
      else {
        const assignments = Object.fromEntries(
          task.roles.map((role) => [role, rng.someOf([...PEOPLE, ...owners])]),
        );
        options.push({ kind: 'taskEnds', taskId: task.id, outcome, assignments });
      }
    }
  }
  if (sim.end.kind !== 'completed') {
    if (sim.waitingActionUids.length > 0 || rng.chance(0.1))
      options.push({ kind: 'assetUploaded' });
    if (rng.chance(0.3))
      for (const actionUid of sim.manualActionUids) options.push({ kind: 'manual', actionUid });
    if (rng.chance(0.15)) {
      const trigger = rng.pick(HAND_TRIGGERS);
      const external = trigger.startsWith('External');
      options.push({
        kind: 'taskByHand',
        trigger,
        userUID: external ? null : rng.pick(PEOPLE),
        email: external ? rng.pick(['x1@ext.example', 'x9@ext.example']) : '',
      });
    }
  }
  return options.length > 0 ? rng.pick(options) : undefined;
}

async function compare(
  seed: number,
  input: SimulationInput,
  projectUID: string,
): Promise<SimulationResult> {
  const sim = simulateWorkflow(input);
  const runs = await runsOf(t.h, t.anna, projectUID);
  const context = `seed ${seed}: ${JSON.stringify({ draft: input.draft.actions, others: input.otherWorkflows.map((w) => w.actions), start: input.start, events: input.events })}`;
  expect(sim.steps.map(runKey), context).toEqual(runs.map(runKey));
  expect(sim.openTasks.map(taskKey), context).toEqual(openTasksOf(t.h, projectUID).map(taskKey));
  return sim;
}

/** How many events of each kind the cases drove (printed with the outcomes). */
const eventKinds = new Map<string, number>();

async function runCase(seed: number): Promise<SimulationResult['steps']> {
  const rng = seededRandom(seed);
  const { draft, others } = await randomWorkflows(rng, seed % 4 === 0);
  const owners = rng.pick([
    [DEMO_USERS.ravi],
    [DEMO_USERS.anna],
    [DEMO_USERS.anna, DEMO_USERS.ravi],
  ]);
  const client = t.h.service.context.db.get('clients', DEMO_CLIENTS.acme);
  const columns = client?.kanbanColumns.map((column) => column.uid) ?? [];
  const manual = draft.actions.filter((action) => action.triggerType === 'ManualTrigger');
  const start: SimulationInput['start'] =
    manual.length > 0 && rng.chance(0.3)
      ? { kind: 'manual', actionUid: rng.pick(manual).uid }
      : { kind: 'projectCreated' };
  const input: SimulationInput = {
    draft: {
      workflowUID: draft.workflowUID,
      name: draft.name ?? '',
      actions: draft.actions,
      roles: draft.roles,
    },
    otherWorkflows: others,
    start,
    events: [],
    project: {
      ownerUIDs: owners,
      emails: { [DEMO_USERS.anna]: 'anna@demo.test', [DEMO_USERS.ravi]: 'ravi@demo.test' },
      members: [DEMO_USERS.anna, DEMO_USERS.ravi, DEMO_USERS.lite],
      columns,
      kanbanColumnUid: columns[0] ?? null,
    },
  };
  const extra = { projectOwnersUIDS: owners };
  let projectUID: string;
  if (start.kind === 'projectCreated') {
    projectUID = (await createProjectWith(t.h, t.anna, draft.workflowUID, extra)).projectUID;
  } else {
    projectUID = (await createProjectWith(t.h, t.anna, '', { ...extra, workflowUID: undefined }))
      .projectUID;
    const bound = await t.h.call('PUT', '/api/v1/project', {
      token: t.anna,
      body: { projectUID, workflowUID: draft.workflowUID },
    });
    if (bound.status !== 200) throw new Error(`bind: ${bound.text}`);
    const pressed = await trigger(t.h, t.anna, projectUID, start.actionUid);
    if (pressed.status !== 200) throw new Error(`trigger: ${pressed.text}`);
  }
  await t.h.service.whenIdle();
  const events: SimulationEvent[] = [];
  let sim = await compare(seed, input, projectUID);
  for (let n = 0; n < MAX_EVENTS; n++) {
    const event = nextEvent(rng, sim, owners);
    if (!event) break;
    await applyEvent(t.h, t.anna, projectUID, event, sim.openTasks, openTasksOf(t.h, projectUID));
    events.push(event);
    eventKinds.set(event.kind, (eventKinds.get(event.kind) ?? 0) + 1);
    sim = await compare(seed, { ...input, events: [...events] }, projectUID);
  }
  return sim.steps;
}

const outcomes = new Map<string, number>();
let compared = 0;
let spent = 0;

describe('the dry run against the offline engine', () => {
  const batches = Math.ceil(CASES / PER_TEST);
  for (let batch = 0; batch < batches; batch++) {
    const first = FIRST_SEED + batch * PER_TEST;
    const count = Math.min(PER_TEST, CASES - batch * PER_TEST);
    it(`lists exactly the engine's runs for random workflows and outcomes (seeds ${first}..${first + count - 1})`, async () => {
      const began = performance.now();
      for (let seed = first; seed < first + count; seed++) {
        for (const step of await runCase(seed)) {
          compared += 1;
          outcomes.set(step.outcome, (outcomes.get(step.outcome) ?? 0) + 1);
        }
      }
      spent += performance.now() - began;
    }, 300_000);
  }

  it('compared runs of every outcome the simulation can predict', () => {
    console.info(
      `wf-sim property: ${CASES} cases, ${compared} runs compared in ${Math.round(spent)} ms;`,
      Object.fromEntries(outcomes),
      Object.fromEntries(eventKinds),
    );
    // Guards against a generator that only makes empty flows (the comparison would be vacuous).
    expect(compared).toBeGreaterThan(2 * CASES);
    for (const outcome of ['Done', 'Skipped', 'Waiting', 'Stopped'])
      expect(outcomes.get(outcome)).toBeGreaterThan(0);
  });
});
