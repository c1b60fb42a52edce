import { create } from 'zustand';
import { authQueue } from '@/api/auth-queue';

/**
 * UI state of re-authentication, beside the client's queue (which says whether
 * a sign-in is required). Invariants: `requested` means the person asked to
 * renew before anything failed; `dismissed` means the dialog was put aside
 * while a sign-in is still needed (the held requests stay held); `signedOut`
 * marks an explicit sign-out, so the login page opens without `?next=`.
 */
interface ReloginState {
  requested: boolean;
  dismissed: boolean;
  signedOut: boolean;
  /** Opens the dialog on purpose ("Stay signed in", "Sign in again"). */
  open: () => void;
  /** Escape or "Not now": hide the dialog, keep everything waiting. */
  dismiss: () => void;
  /** A sign-in succeeded. */
  settle: () => void;
  markSignedOut: () => void;
}

export const useReloginStore = create<ReloginState>()((set) => ({
  requested: false,
  dismissed: false,
  signedOut: false,
  open: () => set({ requested: true, dismissed: false }),
  dismiss: () => set({ requested: false, dismissed: true }),
  settle: () => set({ requested: false, dismissed: false, signedOut: false }),
  markSignedOut: () => set({ requested: false, dismissed: false, signedOut: true }),
}));

// Each new episode of 401s shows the dialog again, even if an earlier one was put aside.
authQueue.onReloginRequired(() => useReloginStore.setState({ dismissed: false }));
