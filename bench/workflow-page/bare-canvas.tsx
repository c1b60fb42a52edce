import '@xyflow/react/dist/style.css';
import { ReactFlow, type Edge, type Node } from '@xyflow/react';

/**
 * The baseline: React Flow alone with the same nodes and edges at the same places, default
 * nodes with a text label, nothing derived, nothing laid out at mount.
 */
export function BareCanvas({ nodes, edges }: { nodes: Node[]; edges: Edge[] }) {
  return (
    <div style={{ height: 800 }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        fitView
        minZoom={0.05}
        proOptions={{ hideAttribution: true }}
      />
    </div>
  );
}
