import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { DragLayerProps } from './layer/drag-layer';
import { DragRegistry } from './drag-registry';
import { DragRegistryContext } from './use-drag-bindings';

type DragLayerComponent = ComponentType<DragLayerProps>;

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

/** Runs `fn` once the browser has painted what is on screen now: a frame, then a task. */
function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Drag and drop for what it wraps (the folders and the board), loaded after the first paint:
 * dnd-kit is not part of the dashboard's first load. The children render at once and keep
 * their DOM; cards, columns and folders register with the registry, and the layer binds them
 * when its chunk arrives, and never before the board's first paint, even on a later visit with
 * the chunk at hand: binding a column of thousands of cards to dnd-kit is work the first paint
 * does not need (a frame later, nothing on screen changes). Until then the "⋯" menus move
 * cards, and a press on a card waits.
 */
export function DragLayerHost({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new DragRegistry());
  const [Layer, setLayer] = useState<DragLayerComponent | null>(null);

  useEffect(() => {
    let mounted = true;
    let cancelWait: () => void = () => undefined;
    const painted = new Promise<void>((resolve) => {
      cancelWait = afterPaint(resolve);
    });
    Promise.all([loadDragLayer(), painted]).then(
      ([component]) => {
        if (mounted) setLayer(() => component);
      },
      // Without the layer the board still works through its menus; nothing more to do here.
      () => undefined,
    );
    return () => {
      mounted = false;
      cancelWait();
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
