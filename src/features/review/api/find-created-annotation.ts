import type { Annotation, AnnotationCreateRequest } from '@/api/types';
import { getAnnotations } from '@/entities/annotations/queries';

/**
 * How long before the send an annotation's creation time may lie and still be "the one just
 * sent": a server's clock may run a little behind the browser's.
 */
export const CREATED_SLACK_MS = 60_000;

/**
 * After a cancelled comment or reply: the annotation this save made, if the service made it
 * (same page, thread and text, created since the send), or null. Rejects when the service
 * does not answer.
 */
export async function findCreatedAnnotation(
  sent: AnnotationCreateRequest,
  sentAt: number,
): Promise<Annotation | null> {
  const pages = await getAnnotations(sent.assetUID);
  const parent = sent.parentAnnotationUID ?? null;
  const matches = (pages[String(sent.pageNumber)] ?? []).filter(
    (annotation) =>
      annotation.text === sent.text &&
      annotation.parentAnnotationUID === parent &&
      Date.parse(annotation.created) >= sentAt - CREATED_SLACK_MS,
  );
  return matches.sort((a, b) => Date.parse(b.created) - Date.parse(a.created))[0] ?? null;
}
