import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { DragLayerProps } from './layer/drag-layer';
import { DragRegistry } from './drag-registry';
import { afterNextPaint } from '@/lib/after-next-paint';
import { DragRegistryContext } from './use-drag-bindings';

type DragLayerComponent = ComponentType<DragLayerProps>;

// Kept once loaded: a later visit to the board binds it right after its first frame.
let loading: Promise<DragLayerComponent> | null = null;

function loadDragLayer(): Promise<DragLayerComponent> {
  loading ??= import('./layer/drag-layer').then(
    ({ DragLayer }) => DragLayer,
    (error: unknown) => {
      // Forget the failure, so the next visit to the board tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Drag and drop for what it wraps (the folders and the board), bound after the first paint:
 * dnd-kit is not part of the dashboard's first load, and binding every card on screen is not
 * part of its first frame either, on any visit. The children render at once and keep their
 * DOM; cards, columns and folders register with the registry, and the layer binds them a
 * frame later (or when its chunk arrives). Until then the "⋯" menus move cards, and a press
 * on a card waits for the layer.
 */
export function DragLayerHost({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new DragRegistry());
  const [Layer, setLayer] = useState<DragLayerComponent | null>(null);

  useEffect(() => {
    let mounted = true;
    const cancel = afterNextPaint(() => {
      loadDragLayer().then(
        (component) => {
          if (mounted) setLayer(() => component);
        },
        // Without the layer the board still works through its menus; nothing more to do here.
        () => undefined,
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  useEffect(() => () => registry.press.release(), [registry]);

  return (
    <DragRegistryContext value={registry}>
      {children}
      {Layer && <Layer registry={registry} />}
    </DragRegistryContext>
  );
}
