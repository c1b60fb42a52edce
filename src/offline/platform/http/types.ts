import type { SessionRow, UserRow } from '@/offline/users';

/** What a resolver receives: the request plus convenience views of it. */
export interface RouteRequest {
  request: Request;
  url: URL;
  /** Origin the caller used; file URLs in answers are built on it. */
  origin: string;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** The external reviewer behind a review-session token (POST /api/v1/review/session). */
export interface ExternalReviewer {
  taskUID: string;
  email: string;
  /** No annotations, comments or decisions. */
  isReadOnly: boolean;
  isAllowDownloadAssets: boolean;
  /** The only assets the session may touch. */
  assetUIDs: readonly string[];
}

/** A request that passed {@link withAuth}: the session and its user. */
export interface AuthedRequest extends RouteRequest {
  session: SessionRow;
  user: UserRow;
  /**
   * Set when the token is an external reviewer's review session. `user` is then a
   * stand-in of the task's client (userUID `external:<taskUID>`, fullName = the e-mail);
   * write `userUID: null` where records name an external author.
   */
  external?: ExternalReviewer;
}

export type Resolver<R extends RouteRequest = RouteRequest> = (
  req: R,
) => Response | Promise<Response>;
