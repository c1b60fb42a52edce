/**
 * What the build puts in place of `use-sync-external-store/shim` (zustand 4, inside @xyflow/react, imports it):
 * the shim only reaches for React's own hook when React has one, and React 19 always has, so
 * the first load need not carry the shim's fallback copy of it (vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
