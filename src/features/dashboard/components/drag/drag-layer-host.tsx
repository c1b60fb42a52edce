import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { DragLayerProps } from './layer/drag-layer';
import { DragRegistry } from './drag-registry';
import { DragRegistryContext } from './use-drag-bindings';

type DragLayerComponent = ComponentType<DragLayerProps>;

// Kept once loaded, so a later visit to the board binds it in its first render.
let loaded: DragLayerComponent | null = null;
let loading: Promise<DragLayerComponent> | null = null;

function loadDragLayer(): Promise<DragLayerComponent> {
  loading ??= import('./layer/drag-layer').then(
    ({ DragLayer }) => (loaded = DragLayer),
    (error: unknown) => {
      // Forget the failure, so the next visit to the board tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Drag and drop for what it wraps (the folders and the board), loaded after the first paint:
 * dnd-kit is not part of the dashboard's first load. The children render at once and keep
 * their DOM; cards, columns and folders register with the registry, and the layer binds them
 * when its chunk arrives. Until then the "⋯" menus move cards, and a press on a card waits.
 */
export function DragLayerHost({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new DragRegistry());
  const [Layer, setLayer] = useState<DragLayerComponent | null>(() => loaded);

  useEffect(() => {
    if (Layer) return undefined;
    let mounted = true;
    loadDragLayer().then(
      (component) => {
        if (mounted) setLayer(() => component);
      },
      // Without the layer the board still works through its menus; nothing more to do here.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Layer]);
  useEffect(() => () => registry.press.release(), [registry]);

  return (
    <DragRegistryContext value={registry}>
      {children}
      {Layer && <Layer registry={registry} />}
    </DragRegistryContext>
  );
}
