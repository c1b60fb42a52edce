import type { Annotation, AnnotationPages, EventData, EventType } from '@/api/types';
import { DEMO_ASSETS } from '@/offline/assets/seed';
import type { ApiAnswer, HttpHarness } from './http-client';
import { resultOf } from './http-client';
import { harnessEachTest, type DemoName, type HarnessBed } from './test-bed';

// Granola carton: Acme, Active project, one page. Jam leaflet: Nordic, Active, four pages.
export const carton = DEMO_ASSETS.acmeGranolaCarton;
export const leaflet = DEMO_ASSETS.nordicJamLeaflet;
export const rect = { type: 'rect', points: [0.1, 0.1, 0.5, 0.4], color: '#ff0000' };

/** Calls of the annotation endpoints for one harness, by token. */
function annotationApi(h: HttpHarness) {
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

type AnnotationApi = ReturnType<typeof annotationApi>;

/** {@link harnessEachTest} with the annotation calls on its harness as `api`. */
export function annotationsEachTest<K extends DemoName>(
  logins: readonly K[],
): HarnessBed<K> & { readonly api: AnnotationApi } {
  const bed = harnessEachTest(logins);
  return Object.assign(bed, { api: annotationApi(bed.h) });
}

export const annotationOf = (answer: ApiAnswer) => resultOf<Annotation>(answer);
export const pagesOf = (answer: ApiAnswer) => resultOf<AnnotationPages>(answer);

/** Adds "Check the barcode." on page 0 of `assetUID` as `token`; `extra` adds or overrides fields. */
export async function addNote(
  api: AnnotationApi,
  token: string,
  assetUID: string,
  extra: Record<string, unknown> = {},
): Promise<Annotation> {
  return annotationOf(
    await api.create(token, { assetUID, pageNumber: 0, text: 'Check the barcode.', ...extra }),
  );
}

/** Data of the stored events of one type, oldest first. */
export function eventData<T extends EventType>(h: HttpHarness, type: T): EventData<T>[] {
  return h.service.context.events
    .list()
    .filter((row) => row.event.EventType === type)
    .reverse()
    .map((row) => row.event.Data as EventData<T>);
}
