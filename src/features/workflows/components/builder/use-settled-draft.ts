import { startTransition, useEffect, useState } from 'react';
import type { WorkflowDraft } from '../../model/draft-store';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useDraftStoreApi } from './draft-context';

/** The same name, steps and roles (by reference: the store replaces what changes). */
export const sameDraftParts = (a: WorkflowDraft, b: WorkflowDraft) =>
  a.name === b.name && a.actions === b.actions && a.roles === b.roles;

/**
 * The draft (name, steps, roles), caught up with after the next paint at low priority, and a
 * reader of the draft as it is right now. What depends on the whole workflow (its problems,
 * the save state, the copy kept in this tab) follows typing without the screen re-rendering
 * on each keystroke: only the field typed into and what shows that field render at once.
 */
export function useSettledDraft(): { settled: WorkflowDraft; current: () => WorkflowDraft } {
  const store = useDraftStoreApi();
  const current = () => {
    const { name, actions, roles } = store.getState();
    return { name, actions, roles };
  };
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const catchUp = () => {
      cancel = undefined;
      const { name, actions, roles } = store.getState();
      const next = { name, actions, roles };
      startTransition(() => setSettled((before) => (sameDraftParts(before, next) ? before : next)));
    };
    // Keystrokes before the next paint are caught up with once.
    const schedule = () => {
      cancel ??= afterNextPaint(catchUp);
    };
    const unsubscribe = store.subscribe(schedule);
    // A change between the first render and this subscription.
    schedule();
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [store]);
  return { settled, current };
}
