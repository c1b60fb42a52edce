import type { Annotation, AnnotationPages, EventData, EventType } from '@/api/types';
import type { ApiAnswer, HttpHarness } from './http-client';
import { resultOf } from './http-client';

/** Calls of the annotation endpoints for one harness, by token. */
export function annotationApi(h: HttpHarness) {
  return {
    create: (token: string, body: unknown) => h.call('POST', '/api/v1/annotation', { token, body }),
    get: (token: string, uid: string) =>
      h.call('GET', `/api/v1/annotation?AnnotationUID=${encodeURIComponent(uid)}`, { token }),
    list: (token: string, query: string) =>
      h.call('GET', `/api/v1/annotation/all${query}`, { token }),
    edit: (token: string, body: unknown) => h.call('PUT', '/api/v1/annotation', { token, body }),
    remove: (token: string, body: unknown) =>
      h.call('DELETE', '/api/v1/annotation', { token, body }),
    hide: (token: string, body: unknown) =>
      h.call('PUT', '/api/v1/annotation/hide', { token, body }),
    complete: (token: string, body: unknown) =>
      h.call('PUT', '/api/v1/annotation/complete', { token, body }),
    uncomplete: (token: string, body: unknown) =>
      h.call('PUT', '/api/v1/annotation/uncomplete', { token, body }),
  };
}

export const annotationOf = (answer: ApiAnswer) => resultOf<Annotation>(answer);
export const pagesOf = (answer: ApiAnswer) => resultOf<AnnotationPages>(answer);

/** Data of the stored events of one type, oldest first. */
export function eventData<T extends EventType>(h: HttpHarness, type: T): EventData<T>[] {
  return h.service.context.events
    .list()
    .filter((row) => row.event.EventType === type)
    .reverse()
    .map((row) => row.event.Data as EventData<T>);
}
