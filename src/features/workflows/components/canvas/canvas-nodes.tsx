import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from '@/lib/i18n';
import type { TriggerType } from '@/api/types';
import { cn } from '@/components/ui';
import type { DraftAction } from '../../model/builder-types';
import type { TriggerReach } from '../../model/workflow-graph';
import { reactionLabel, stepLabel, triggerLabel } from '../builder/labels';

export type TriggerNodeData = { trigger: TriggerType; reach: TriggerReach; external: boolean };
export type ActionNodeData = {
  action: DraftAction;
  number: number;
  external: boolean;
  unhandled: TriggerType[];
  problemCount: number;
  selected: boolean;
  /** The dry run ran this step. */
  ran: boolean;
};
export type EndNodeData = { text: string };

type Sides = Pick<NodeProps, 'sourcePosition' | 'targetPosition'>;

function Handles({ sourcePosition, targetPosition }: Sides) {
  return (
    <>
      <Handle type="target" position={targetPosition ?? Position.Left} isConnectable={false} />
      <Handle type="source" position={sourcePosition ?? Position.Right} isConnectable={false} />
    </>
  );
}

/** Node labels are LABEL_FONT_PX (14 px) high, so the readable fit keeps them at 12 px or more. */
const label = 'text-sm font-semibold text-slate-900';

export function TriggerNode({ data, ...sides }: NodeProps<Node<TriggerNodeData>>) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const { reach } = data;
  const note =
    reach.kind === 'inWorkflow'
      ? null
      : reach.kind === 'never'
        ? t(`origin.never.${reach.reason}`)
        : t(`origin.outside.${reach.reason}`);
  return (
    <div
      className={cn(
        'w-[220px] rounded-3xl border-2 bg-white px-4 py-2 text-xs',
        data.external ? 'border-dashed border-amber-600' : 'border-slate-500',
        reach.kind === 'never' && 'border-red-700',
      )}
    >
      <Handles {...sides} />
      <p data-node-label className={label}>
        {triggerLabel(t, data.trigger)}
      </p>
      {note ? (
        <p className={reach.kind === 'never' ? 'text-red-800' : 'text-slate-700'}>{note}</p>
      ) : null}
    </div>
  );
}

export function ActionNode({ data, ...sides }: NodeProps<Node<ActionNodeData>>) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  return (
    <div
      className={cn(
        'relative w-[240px] rounded-lg border-2 px-3 py-2 text-xs shadow-sm',
        data.external ? 'border-amber-600 bg-amber-50' : 'border-blue-700 bg-blue-50',
        data.ran && 'outline-4 outline-offset-2 outline-emerald-600',
        data.selected && 'ring-4 ring-blue-400',
        data.problemCount > 0 && 'border-red-700',
      )}
    >
      <Handles {...sides} />
      {data.ran ? (
        <p className="absolute -top-3 end-2 rounded bg-emerald-800 px-1.5 text-xs font-semibold text-white">
          {t('canvas.ranInDryRun')}
        </p>
      ) : null}
      <p data-node-label className={label}>
        {t('builder.stepNumbered', { number: data.number, label: stepLabel(t, data.action) })}
      </p>
      <p className="text-slate-700">
        {data.external ? t('canvas.external') : t('canvas.internal')} ·{' '}
        {reactionLabel(t, data.action.reactionType)}
      </p>
      {data.problemCount > 0 ? (
        <p className="font-medium text-red-800">
          {t('builder.problemCount', { count: data.problemCount })}
        </p>
      ) : null}
      {data.unhandled.map((trigger) => (
        <p key={trigger} className="text-slate-600">
          {t('canvas.unhandled', { trigger: triggerLabel(t, trigger) })}
        </p>
      ))}
    </div>
  );
}

export function EndNode({ data, targetPosition }: NodeProps<Node<EndNodeData>>) {
  return (
    <div className="rounded-md border-2 border-green-800 bg-green-50 px-3 py-2 text-sm font-semibold text-green-950">
      <Handle type="target" position={targetPosition ?? Position.Left} isConnectable={false} />
      <span data-node-label>{data.text}</span>
    </div>
  );
}

export const nodeTypes = { trigger: TriggerNode, action: ActionNode, end: EndNode };
