import { api } from '@/api/client';
import type { Session } from '@/api/session';
import type { LoginRequest, TokenValidation } from '@/api/types';

/** Exchanges credentials for a token; the result is the session to store. */
export async function requestToken(credentials: LoginRequest): Promise<Session> {
  const result = await api.post('/api/v1/token/login', { body: credentials });
  return {
    token: result.token,
    expirationDate: result.expirationDate,
    userName: credentials.userName,
  };
}

/** Asks the service whether the stored token still works; a dead token answers 401. */
export function validateToken(signal?: AbortSignal): Promise<TokenValidation> {
  return api.get('/api/v1/token/validate', signal ? { signal } : {});
}
