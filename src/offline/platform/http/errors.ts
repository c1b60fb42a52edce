/**
 * Errors rules and handlers throw; the error wrapper turns them into answers. Anything
 * else thrown becomes a 500 envelope.
 */

/** An error answered with the envelope `{version, statusCode, message}` and no result. */
export class OfflineHttpError extends Error {
  override readonly name = 'OfflineHttpError';
  /** HTTP status of the answer. */
  readonly status: number;
  /** statusCode inside the body; equals `status` except where the spec shows otherwise. */
  readonly bodyStatusCode: number;

  constructor(status: number, message: string, bodyStatusCode: number = status) {
    super(message);
    this.status = status;
    this.bodyStatusCode = bodyStatusCode;
  }
}

/** Field name as sent -> messages. */
export type FieldErrors = Record<string, string[]>;

/** A 400 answered with the RFC 7807 problem body of decisions.md. */
export class ValidationProblem extends Error {
  override readonly name = 'ValidationProblem';
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(Object.values(errors).flat().join(' ') || 'One or more validation errors occurred.');
    this.errors = errors;
  }

  static of(field: string, message: string): ValidationProblem {
    return new ValidationProblem({ [field]: [message] });
  }
}

export const unauthorized = (message = 'The token is missing, invalid or expired; log in again.') =>
  new OfflineHttpError(401, message);
export const forbidden = (message: string) => new OfflineHttpError(403, message);
export const notFound = (message: string) => new OfflineHttpError(404, message);
export const notAcceptable = (message: string) => new OfflineHttpError(406, message);
export const preconditionFailed = (message: string) => new OfflineHttpError(412, message);
