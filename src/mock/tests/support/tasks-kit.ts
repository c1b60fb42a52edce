import type { EventData, OutboxEmail, Task } from '@/api/types';
import type { TaskEventType } from '../../rules/tasks-record';
import { resultOf, startHttpHarness, type ApiAnswer, type HttpHarness } from './http-client';

/** A harness with anna (Acme + Nordic), ravi (Acme) and lena (Nordic) logged in. */
export interface TasksHarness {
  h: HttpHarness;
  anna: string;
  ravi: string;
  lena: string;
}

export async function startTasksHarness(): Promise<TasksHarness> {
  const h = await startHttpHarness();
  const [anna, ravi, lena] = await Promise.all([
    h.login('anna@demo.test'),
    h.login('ravi@demo.test'),
    h.login('lena@demo.test'),
  ]);
  return { h, anna, ravi, lena };
}

/** POST /api/v1/task/<kind> as `token`. */
export function createTask(
  h: HttpHarness,
  token: string,
  kind: string,
  body: unknown,
): Promise<ApiAnswer> {
  return h.call('POST', `/api/v1/task/${kind}`, { token, body });
}

/** Creates a task and returns its record (throws unless HTTP 200). */
export async function createdTask(
  h: HttpHarness,
  token: string,
  kind: string,
  body: unknown,
): Promise<Task> {
  return resultOf<Task>(await createTask(h, token, kind, body));
}

export async function getTask(h: HttpHarness, token: string, taskUID: string): Promise<Task> {
  return resultOf<Task>(
    await h.call('GET', `/api/v1/task?TaskUID=${encodeURIComponent(taskUID)}`, { token }),
  );
}

export function decide(h: HttpHarness, token: string, body: unknown): Promise<ApiAnswer> {
  return h.call('PUT', '/api/v1/task/decision', { token, body });
}

/** Data of the stored task events of `type`, oldest first. */
export function taskEvents(h: HttpHarness, type: TaskEventType): EventData<TaskEventType>[] {
  return h.service.context.events
    .list()
    .reverse()
    .flatMap((row) => (row.event.EventType === type ? [row.event.Data] : []));
}

/** Event types of the stored task events of one task, oldest first. */
export function eventTypesOf(h: HttpHarness, taskUID: string): string[] {
  return h.service.context.events
    .list()
    .reverse()
    .flatMap((row) =>
      row.event.EventType.startsWith('task.') &&
      (row.event.Data as { TaskUID?: string }).TaskUID === taskUID
        ? [row.event.EventType]
        : [],
    );
}

export async function outbox(h: HttpHarness, token: string): Promise<OutboxEmail[]> {
  return resultOf<OutboxEmail[]>(await h.call('GET', '/api/v1/mock/outbox', { token }));
}

/** The message of an error envelope. */
export function messageOf(answer: ApiAnswer): string {
  return (answer.body as { message?: string } | undefined)?.message ?? '';
}
