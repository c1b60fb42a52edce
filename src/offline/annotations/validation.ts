import type { AnnotationShape, AnnotationShapeType } from '@/api/types';
import type { FieldErrors } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';

/** Longest annotation or reply text accepted. */
const MAX_ANNOTATION_TEXT = 4000;
/** Most points a freehand shape may have (x,y pairs). */
const MAX_SHAPE_POINTS = 5000;

/** Points (x,y pairs) each shape type takes: exactly `min` when `max` equals it. */
const POINT_COUNTS: Record<AnnotationShapeType, { min: number; max: number }> = {
  pin: { min: 1, max: 1 },
  rect: { min: 2, max: 2 },
  ellipse: { min: 2, max: 2 },
  arrow: { min: 2, max: 2 },
  freehand: { min: 2, max: MAX_SHAPE_POINTS },
};

const SHAPE_TYPES = Object.keys(POINT_COUNTS) as AnnotationShapeType[];
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describePointCount(type: AnnotationShapeType): string {
  const { min, max } = POINT_COUNTS[type];
  if (min === max) return `exactly ${min} point${min === 1 ? '' : 's'} (${min * 2} numbers)`;
  return `${min} to ${max} points (an even count of numbers)`;
}

/** Reads a shape object; errors go to `errors` keyed `<shape key>.<field key>` as sent. */
function readShape(
  value: unknown,
  shapeKey: string,
  errors: FieldErrors,
): AnnotationShape | undefined {
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message);
  if (!isRecord(value)) {
    fail(shapeKey, 'The shape field must be an object {type, points, color?}.');
    return undefined;
  }
  const reader = new FieldReader(value, 'body');
  const typeText = reader.string('type', { required: true });
  const color = reader.string('color');
  const type =
    typeof typeText === 'string'
      ? SHAPE_TYPES.find((t) => t === typeText.trim().toLowerCase())
      : undefined;
  if (typeof typeText === 'string' && type === undefined) {
    reader.fail(
      reader.keyOf('type'),
      `'${typeText}' is not a shape type; use ${SHAPE_TYPES.join(', ')}.`,
    );
  }
  if (typeof color === 'string' && !HEX_COLOR.test(color)) {
    reader.fail(reader.keyOf('color'), 'The color field must be a hex colour #rrggbb.');
  }
  const points = reader.find('points')?.value;
  let valid: number[] | undefined;
  if (
    !Array.isArray(points) ||
    !points.every((n): n is number => typeof n === 'number' && Number.isFinite(n))
  ) {
    reader.fail(
      reader.keyOf('points'),
      'The points field must be an array of numbers [x0, y0, x1, y1, ...].',
    );
  } else if (points.length % 2 !== 0) {
    reader.fail(
      reader.keyOf('points'),
      'The points field must hold x,y pairs (an even count of numbers).',
    );
  } else if (points.some((n) => n < 0 || n > 1)) {
    reader.fail(
      reader.keyOf('points'),
      'Each coordinate must be between 0 and 1 (a share of the page width or height).',
    );
  } else if (type !== undefined) {
    const count = points.length / 2;
    const { min, max } = POINT_COUNTS[type];
    if (count < min || count > max)
      reader.fail(reader.keyOf('points'), `A ${type} takes ${describePointCount(type)}.`);
    else valid = points;
  }
  for (const [field, messages] of Object.entries(reader.errors)) {
    const shapeField = field === '' ? shapeKey : `${shapeKey}.${field}`;
    for (const message of messages) fail(shapeField, message);
  }
  if (type === undefined || valid === undefined || Object.keys(reader.errors).length > 0)
    return undefined;
  return color === undefined || color === null
    ? { type, points: [...valid] }
    : { type, points: [...valid], color };
}

function readText(reader: FieldReader): string | undefined {
  const text = reader.string('text', { required: true, maxLength: MAX_ANNOTATION_TEXT });
  return text ?? undefined;
}

function requiredInteger(reader: FieldReader, name: string): number | undefined {
  if (!reader.has(name) || reader.find(name)?.value === null) {
    reader.fail(reader.keyOf(name), `The ${name} field is required.`);
    return undefined;
  }
  return reader.integer(name, { min: 0 }) ?? undefined;
}

export interface AnnotationCreateInput {
  assetUID: string;
  pageNumber: number;
  text: string;
  shape: AnnotationShape | null;
  parentAnnotationUID: string | null;
}

/** POST /api/v1/annotation body; 400 lists every field problem at once. */
export function readAnnotationCreate(body: Record<string, unknown>): AnnotationCreateInput {
  const reader = new FieldReader(body, 'body');
  const assetUID = reader.string('assetUID', { required: true });
  const pageNumber = requiredInteger(reader, 'pageNumber');
  const text = readText(reader);
  const parent = reader.string('parentAnnotationUID');
  const parentAnnotationUID = typeof parent === 'string' && parent.trim() !== '' ? parent : null;
  const shapeFound = reader.find('shape');
  let shape: AnnotationShape | null = null;
  if (shapeFound !== undefined && shapeFound.value !== null) {
    if (parentAnnotationUID !== null) {
      reader.fail(shapeFound.key, 'A reply (parentAnnotationUID) has no shape.');
    } else {
      shape = readShape(shapeFound.value, shapeFound.key, reader.errors) ?? null;
    }
  }
  reader.done();
  return {
    assetUID: assetUID ?? '',
    pageNumber: pageNumber ?? 0,
    text: text ?? '',
    shape,
    parentAnnotationUID,
  };
}

/** Body `{annotationUID}` of DELETE, complete and uncomplete. */
export function readAnnotationRef(body: Record<string, unknown>): string {
  const reader = new FieldReader(body, 'body');
  const uid = reader.string('annotationUID', { required: true });
  reader.done();
  return uid ?? '';
}

/** PUT /api/v1/annotation/hide body; isHidden defaults to true, false shows it again. */
export function readAnnotationHide(body: Record<string, unknown>): {
  annotationUID: string;
  isHidden: boolean;
} {
  const reader = new FieldReader(body, 'body');
  const annotationUID = reader.string('annotationUID', { required: true });
  const isHidden = reader.boolean('isHidden');
  reader.done();
  return { annotationUID: annotationUID ?? '', isHidden: isHidden ?? true };
}

/** PUT /api/v1/annotation body (x-extension): the new text. */
export function readAnnotationEdit(body: Record<string, unknown>): {
  annotationUID: string;
  text: string;
} {
  const reader = new FieldReader(body, 'body');
  const annotationUID = reader.string('annotationUID', { required: true });
  const text = readText(reader);
  reader.done();
  return { annotationUID: annotationUID ?? '', text: text ?? '' };
}

/** GET /api/v1/annotation/all query: AssetUID required, PageNum optional (zero-based). */
export function readAnnotationListQuery(query: Record<string, unknown>): {
  assetUID: string;
  pageNum: number | null;
} {
  const reader = new FieldReader(query, 'query');
  const assetUID = reader.string('AssetUID', { required: true });
  const pageNum = reader.integer('PageNum', { min: 0 });
  reader.done();
  return { assetUID: assetUID ?? '', pageNum: pageNum ?? null };
}

/** GET /api/v1/annotation query. */
export function readAnnotationQuery(query: Record<string, unknown>): string {
  const reader = new FieldReader(query, 'query');
  const uid = reader.string('AnnotationUID', { required: true });
  reader.done();
  return uid ?? '';
}
