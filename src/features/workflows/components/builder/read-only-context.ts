import { createContext, use } from 'react';

/** True in a view-only builder (not an admin of the client): nothing offers a change. */
export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  return use(ReadOnlyContext);
}
