import type { paths } from './schema.gen';

/** Methods the client sends; the keys of a generated path item. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every contract path that defines method `M`. */
export type PathsWithMethod<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** The generated operation object of `M` on `P`. */
export type Operation<P extends keyof paths, M extends HttpMethod> =
  paths[P] extends Record<M, infer O> ? O : never;

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type QueryPart<O> = [QueryOf<O>] extends [never]
  ? { query?: undefined }
  : O extends { parameters: { query: object } }
    ? { query: QueryOf<O> }
    : { query?: QueryOf<O> };

type RequestBodyOf<O> = O extends { requestBody?: infer B } ? NonNullable<B> : never;

type JsonContent<C> = C extends { 'application/json': infer J } ? J : never;

/** The JSON request body of an operation, or never when it takes none. */
export type BodyOf<O> = RequestBodyOf<O> extends { content: infer C } ? JsonContent<C> : never;

type BodyPart<O> = [BodyOf<O>] extends [never]
  ? { body?: undefined }
  : O extends { requestBody: object }
    ? { body: BodyOf<O> }
    : { body?: BodyOf<O> };

type SuccessContent<O> = O extends { responses: infer R }
  ? R extends { 200: { content: infer C } }
    ? C
    : R extends { 201: { content: infer C } }
      ? C
      : never
  : never;

type EnvelopeResult<E> = [E] extends [never]
  ? undefined
  : E extends { result: infer R }
    ? R
    : E extends { result?: infer R }
      ? R | undefined
      : undefined;

/** What `api.<method>(P)` resolves to: the `result` of the operation's success envelope. */
export type ResultOf<P extends keyof paths, M extends HttpMethod> = EnvelopeResult<
  JsonContent<SuccessContent<Operation<P, M>>>
>;

/** Options every call accepts besides the typed query and body. */
export interface CommonRequestOptions {
  /** Aborts the request, its retries and its wait in the rate-limit or re-login queue. */
  signal?: AbortSignal;
}

/** `{ query, body, signal }` of a call, with query/body required exactly when the contract requires them. */
export type RequestOptions<P extends keyof paths, M extends HttpMethod> = QueryPart<
  Operation<P, M>
> &
  BodyPart<Operation<P, M>> &
  CommonRequestOptions;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The options argument, optional when nothing in it is required. */
export type RequestArgs<P extends keyof paths, M extends HttpMethod> =
  RequiredKeys<RequestOptions<P, M>> extends never
    ? [options?: RequestOptions<P, M>]
    : [options: RequestOptions<P, M>];

/** Options of a multipart upload (field `uploadedFile`). */
export type UploadOptions<P extends PathsWithMethod<'post'>> = QueryPart<Operation<P, 'post'>> &
  CommonRequestOptions & {
    file: Blob;
    /** File name sent in the multipart part; defaults to the File's own name. */
    fileName?: string;
    /** Upload progress in bytes; called with (total, total) once the body is sent. */
    onProgress?: (sent: number, total: number) => void;
  };

/** A query parameter value as the client serializes it; arrays become comma-separated lists. */
export type QueryValue =
  string | number | boolean | readonly (string | number)[] | null | undefined;
