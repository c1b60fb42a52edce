import type { EventData, OutboxEmail, Task } from '@/api/types';
import type { TaskEventType } from '@/offline/tasks/record';
import { resultOf, type ApiAnswer, type HttpHarness } from './http-client';
import { harnessEachTest, type HarnessBed } from './test-bed';

/** Before each test, a fresh harness with anna (Acme + Nordic), ravi (Acme) and lena (Nordic) logged in. */
export function tasksHarnessEachTest(): HarnessBed<'anna' | 'ravi' | 'lena'> {
  return harnessEachTest(['anna', 'ravi', 'lena']);
}

/** Calls and stored events of the task endpoints for one harness (a test bed's `h` serves a whole file). */
export function tasksApi(h: HttpHarness) {
  /** POST /api/v1/task/<kind> as `token`. */
  const create = (token: string, kind: string, body: unknown): Promise<ApiAnswer> =>
    h.call('POST', `/api/v1/task/${kind}`, { token, body });
  return {
    create,
    /** Creates a task and returns its record (throws unless HTTP 200). */
    created: async (token: string, kind: string, body: unknown): Promise<Task> =>
      resultOf<Task>(await create(token, kind, body)),
    get: async (token: string, taskUID: string): Promise<Task> =>
      resultOf<Task>(
        await h.call('GET', `/api/v1/task?TaskUID=${encodeURIComponent(taskUID)}`, { token }),
      ),
    decide: (token: string, body: unknown): Promise<ApiAnswer> =>
      h.call('PUT', '/api/v1/task/decision', { token, body }),
    /** Data of the stored task events of `type`, oldest first. */
    events: (type: TaskEventType): EventData<TaskEventType>[] =>
      h.service.context.events
        .list()
        .reverse()
        .flatMap((row) => (row.event.EventType === type ? [row.event.Data] : [])),
    /** Event types of the stored task events of one task, oldest first. */
    eventTypesOf: (taskUID: string): string[] =>
      h.service.context.events
        .list()
        .reverse()
        .flatMap((row) =>
          row.event.EventType.startsWith('task.') &&
          (row.event.Data as { TaskUID?: string }).TaskUID === taskUID
            ? [row.event.EventType]
            : [],
        ),
    outbox: async (token: string): Promise<OutboxEmail[]> =>
      resultOf<OutboxEmail[]>(await h.call('GET', '/api/v1/mock/outbox', { token })),
  };
}

/** The message of an error envelope. */
export function messageOf(answer: ApiAnswer): string {
  return (answer.body as { message?: string } | undefined)?.message ?? '';
}
