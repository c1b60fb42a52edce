import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import type { DraftAction } from '../../model/builder-types';
import type { DraftProblems } from '../../model/draft-problems';
import { OutlineStep } from './outline-step';
import type { TriggerChoiceGroup } from './trigger-choices';

/** From this many steps on, only the rows in view are in the page (a 200-step outline took
 * longer to mount than the whole picture). Below it every row is there, as before. */
export const VIRTUAL_FROM = 40;
/** About one row (title, reaction, trigger choice, commands); rows are measured once shown. */
const ROW_ESTIMATE = 168;
const ROW_GAP = 8;

export interface StepListProps {
  actions: readonly DraftAction[];
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  problems: DraftProblems;
  triggerGroups: readonly TriggerChoiceGroup[];
}

/** Every step as a row of an ordered list; long workflows get {@link VirtualStepList}. */
export function StepList(props: StepListProps) {
  if (props.actions.length >= VIRTUAL_FROM) return <VirtualStepList {...props} />;
  return (
    <ol className="space-y-2" data-step-scope>
      {props.actions.map((action, index) => (
        <OutlineStep
          key={action.uid}
          action={action}
          index={index}
          total={props.actions.length}
          selected={props.selected === action.uid}
          problemCount={props.problems.actions.get(action.uid)?.length ?? 0}
          triggerGroups={props.triggerGroups}
          setSelected={props.setSelected}
        />
      ))}
    </ol>
  );
}

/**
 * The rows in view of a long outline (TanStack Virtual), in a scroll box of their own, plus
 * the selected step's row so focus and Delete always find it. Each row keeps its place in
 * the list for screen readers (aria-setsize, aria-posinset).
 */
function VirtualStepList(props: StepListProps) {
  const { actions } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedIndex = actions.findIndex((action) => action.uid === props.selected);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const visible = defaultRangeExtractor(range);
      return selectedIndex < 0 || visible.includes(selectedIndex)
        ? visible
        : [...visible, selectedIndex].sort((a, b) => a - b);
    },
    [selectedIndex],
  );
  // TanStack Virtual returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: actions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: 3,
    rangeExtractor,
    getItemKey: (i) => actions[i]?.uid ?? i,
  });
  return (
    <div ref={scrollRef} className="min-h-64 flex-1 overflow-y-auto">
      <ol
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
        data-step-scope
      >
        {virtualizer.getVirtualItems().map((row) => {
          const action = actions[row.index];
          if (!action) return null;
          return (
            <OutlineStep
              key={action.uid}
              action={action}
              index={row.index}
              total={actions.length}
              selected={props.selected === action.uid}
              problemCount={props.problems.actions.get(action.uid)?.length ?? 0}
              triggerGroups={props.triggerGroups}
              setSelected={props.setSelected}
              top={row.start}
              measureRef={virtualizer.measureElement}
            />
          );
        })}
      </ol>
    </div>
  );
}
