import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  groupByColumn,
  reconcile,
  rollback,
  type MoveField,
  type PendingMove,
} from './board-model';

interface Row {
  projectUID: string;
  kanbanColumnUID: string | null;
  folderUID: string | null;
  movable: boolean;
}

const COLUMNS = ['c1', 'c2', 'c3', 'c4'];
const FOLDERS = ['f1', 'f2', 'f3'];

const rowArb = fc.record({
  kanbanColumnUID: fc.constantFrom(...COLUMNS),
  folderUID: fc.option(fc.constantFrom(...FOLDERS), { nil: null }),
  movable: fc.boolean(),
});

/** What can happen on a board, in any order: the user moves, the server answers, lists arrive. */
type Step =
  | { kind: 'ask'; project: number; field: MoveField; target: number }
  | { kind: 'answer'; fails: boolean }
  | { kind: 'refetch' }
  | { kind: 'otherUser'; project: number; target: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('ask' as const),
    project: fc.nat(),
    field: fc.constantFrom<MoveField>('kanbanColumnUID', 'folderUID'),
    target: fc.nat(),
  }),
  fc.record({ kind: fc.constant('answer' as const), fails: fc.boolean() }),
  fc.record({ kind: fc.constant('refetch' as const) }),
  fc.record({ kind: fc.constant('otherUser' as const), project: fc.nat(), target: fc.nat() }),
);

/**
 * A model of the browser and the service: the service applies moves one at a time in the
 * order asked (the move mutations share one scope) and refuses read-only projects (406) or
 * fails at random; the browser keeps the cached list and the pending moves, exactly as the
 * move hook does with the functions under test.
 */
class World {
  server: Row[];
  cache: readonly Row[];
  pending: PendingMove[] = [];
  private nextId = 1;

  constructor(rows: Row[]) {
    this.server = rows.map((row) => ({ ...row }));
    this.cache = rows.map((row) => ({ ...row }));
  }

  view(): readonly Row[] {
    return reconcile(this.cache, this.pending);
  }

  ask(project: number, field: MoveField, target: number): void {
    const row = this.server[project % this.server.length];
    if (!row) return;
    const targets = field === 'kanbanColumnUID' ? COLUMNS : FOLDERS;
    const to = targets[target % targets.length] ?? 'c1';
    this.pending.push({ id: this.nextId++, projectUID: row.projectUID, field, to });
  }

  answer(fails: boolean): void {
    const move = this.pending[0];
    if (!move) return;
    const row = this.server.find((r) => r.projectUID === move.projectUID);
    if (!fails && row?.movable) {
      row[move.field] = move.to;
      // onSuccess: the confirmed move goes into the cache before the move stops pending.
      this.cache = applyMove(this.cache, move);
    }
    this.pending = rollback(this.pending, move.id);
  }

  refetch(): void {
    this.cache = this.server.map((row) => ({ ...row }));
  }

  otherUser(project: number, target: number): void {
    const row = this.server[project % this.server.length];
    if (row?.movable) row.kanbanColumnUID = COLUMNS[target % COLUMNS.length] ?? 'c1';
  }

  run(step: Step): void {
    if (step.kind === 'ask') this.ask(step.project, step.field, step.target);
    else if (step.kind === 'answer') this.answer(step.fails);
    else if (step.kind === 'refetch') this.refetch();
    else this.otherUser(step.project, step.target);
  }

  settle(failures: boolean[]): void {
    let i = 0;
    while (this.pending.length > 0)
      this.answer(failures[i++ % Math.max(1, failures.length)] ?? false);
  }
}

function rows(
  defs: { kanbanColumnUID: string; folderUID: string | null; movable: boolean }[],
): Row[] {
  return defs.map((def, i) => ({ ...def, projectUID: `p${i}` }));
}

/** Every project shows up in exactly one column (or the unplaced list), once. */
function expectPartition(view: readonly Row[], count: number): void {
  const { byColumn, unplaced } = groupByColumn(view, COLUMNS);
  const seen = [...byColumn.values()]
    .flat()
    .concat(unplaced)
    .map((row) => row.projectUID);
  expect(seen).toHaveLength(count);
  expect(new Set(seen).size).toBe(count);
}

function placement(list: readonly Row[]) {
  return Object.fromEntries(
    list.map((row) => [row.projectUID, [row.kanbanColumnUID, row.folderUID]]),
  );
}

describe('optimistic board model (property-based)', () => {
  it('any moves with random server failures end with each project in one column, the server’s', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 12 }),
        fc.array(stepArb, { maxLength: 80 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
        (defs, steps, finalFailures) => {
          const world = new World(rows(defs));
          for (const step of steps) {
            world.run(step);
            expectPartition(world.view(), defs.length);
          }
          world.settle(finalFailures);
          // The last settled move invalidates the lists: the board is what the server has.
          world.refetch();
          expectPartition(world.view(), defs.length);
          expect(placement(world.view())).toEqual(placement(world.server));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('without other users, the optimistic path alone converges to the server (no refetch needed)', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 12 }),
        fc.array(
          stepArb.filter((step) => step.kind !== 'otherUser'),
          { maxLength: 80 },
        ),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
        (defs, steps, finalFailures) => {
          const world = new World(rows(defs));
          for (const step of steps) world.run(step);
          world.settle(finalFailures);
          expect(placement(world.view())).toEqual(placement(world.server));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('while a move is pending the board shows the latest move asked, whatever list arrives', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { minLength: 1, maxLength: 8 }),
        fc.array(stepArb, { maxLength: 60 }),
        (defs, steps) => {
          const world = new World(rows(defs));
          for (const step of steps) {
            world.run(step);
            const view = world.view();
            for (const row of view) {
              for (const field of ['kanbanColumnUID', 'folderUID'] as const) {
                const last = world.pending
                  .filter((m) => m.projectUID === row.projectUID && m.field === field)
                  .at(-1);
                if (last) expect(row[field]).toBe(last.to);
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('board model functions', () => {
  const list = rows([
    { kanbanColumnUID: 'c1', folderUID: null, movable: true },
    { kanbanColumnUID: 'c2', folderUID: 'f1', movable: true },
  ]);

  it('applyMove changes only the moved project and keeps the array when nothing changes', () => {
    const moved = applyMove(list, { projectUID: 'p0', field: 'kanbanColumnUID', to: 'c3' });
    expect(moved[0]?.kanbanColumnUID).toBe('c3');
    expect(moved[1]).toBe(list[1]);
    expect(applyMove(list, { projectUID: 'p0', field: 'kanbanColumnUID', to: 'c1' })).toBe(list);
    expect(applyMove(list, { projectUID: 'nope', field: 'folderUID', to: 'f2' })).toBe(list);
  });

  it('reconcile applies moves in the order asked and keeps identity without changes', () => {
    const pending: PendingMove[] = [
      { id: 2, projectUID: 'p0', field: 'kanbanColumnUID', to: 'c4' },
      { id: 1, projectUID: 'p0', field: 'kanbanColumnUID', to: 'c3' },
      { id: 3, projectUID: 'p1', field: 'folderUID', to: 'f3' },
    ];
    const view = reconcile(list, pending);
    expect(view[0]?.kanbanColumnUID).toBe('c4');
    expect(view[1]?.folderUID).toBe('f3');
    expect(reconcile(list, [])).toBe(list);
    expect(reconcile(list, [{ id: 9, projectUID: 'p1', field: 'kanbanColumnUID', to: 'c2' }])).toBe(
      list,
    );
  });

  it('groupByColumn puts unknown and missing columns aside, in order', () => {
    const groups = groupByColumn(
      [
        { projectUID: 'a', kanbanColumnUID: 'c2' },
        { projectUID: 'b', kanbanColumnUID: null },
        { projectUID: 'c', kanbanColumnUID: 'gone' },
        { projectUID: 'd', kanbanColumnUID: 'c2' },
      ],
      ['c1', 'c2'],
    );
    expect(groups.byColumn.get('c1')).toEqual([]);
    expect(groups.byColumn.get('c2')?.map((p) => p.projectUID)).toEqual(['a', 'd']);
    expect(groups.unplaced.map((p) => p.projectUID)).toEqual(['b', 'c']);
  });
});
