import { useEffect, useState } from 'react';

export interface PaneState {
  outline: boolean;
  inspector: boolean;
  minimap: boolean;
}

const KEY = 'proofdesk.workflow-builder.panes';
const DEFAULT: PaneState = { outline: true, inspector: true, minimap: false };

function read(): PaneState {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return DEFAULT;
    const parsed = JSON.parse(raw) as Partial<PaneState>;
    return {
      outline: parsed.outline !== false,
      inspector: parsed.inspector !== false,
      minimap: parsed.minimap === true,
    };
  } catch {
    return DEFAULT;
  }
}

/**
 * Which of the builder's side panes are open and whether the minimap shows, kept for the
 * browser tab's session: someone who folded the outline away to read the graph finds it so
 * on the next workflow.
 */
export function usePaneState(): [PaneState, (patch: Partial<PaneState>) => void] {
  const [state, setState] = useState(read);
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the panes still work for this page.
    }
  }, [state]);
  return [state, (patch) => setState((current) => ({ ...current, ...patch }))];
}
