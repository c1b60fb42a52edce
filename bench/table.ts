/**
 * The bench's summary table: benchmark, ours, baseline, ratio, target, pass. Benchmarks keep
 * their own JSON shapes; this reads the fields they share by name, at any depth, so a new
 * benchmark shows up without being listed here:
 * - ours: `oursMedianMs`, `oursMs`, `medianMs`, `allPagesMedianMs`, `peakRssMb`, `...GzipKB`;
 * - baseline: `bare...Ms`, `baseline...Ms`, `pdfjsMedianMs`;
 * - ratio: `pairedRatioMedian`, `medianRatio`, `ratio`;
 * - target: `target...`, else `limit`, else `budget...` (at most), or `atLeast`; pass: `pass`,
 *   `withinTarget`, `withinBudget`, else ours at most the target when both are in the same unit.
 * An object that names a target or a verdict becomes one row, and so does one marked
 * `figure: true` (a measure shown without a target, as Lighthouse's bytes transferred).
 */
type Json = Record<string, unknown>;

export interface Row {
  benchmark: string;
  ours: string;
  baseline: string;
  ratio: string;
  target: string;
  pass: string;
}

const OURS = [
  /^ours$/,
  /^oursKB$/,
  /^oursMedianMs$/,
  /^oursMs$/,
  /^medianMs$/,
  /^allPagesMedianMs$/,
  /^dashboardFirstLoadGzipKB$/,
  /^gzipKB$/,
  /^queueMedianMs$/,
  /^peakRssMb$/,
  /^\w*MedianMs$/,
];
const BASELINE = [/^(bare|baseline|pdfjs)\w*MedianMs$/, /^(bare|baseline)\w*Ms$/];
const RATIO = [/^pairedRatioMedian$/, /^medianRatio$/, /^ratio$/];
const TARGET = [/^target\w*$/, /^limit$/, /^maxRatio$/, /^budget\w*$/, /^atLeast$/];
const PASS = [/^pass$/, /^withinTarget$/, /^withinBudget$/];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(node: Json, patterns: readonly RegExp[]): [string, unknown] | undefined {
  for (const pattern of patterns) {
    const key = Object.keys(node).find(
      (k) => pattern.test(k) && (typeof node[k] === 'number' || typeof node[k] === 'boolean'),
    );
    if (key !== undefined) return [key, node[key]];
  }
  return undefined;
}

function unitOf(key: string): string {
  if (/Ms$/.test(key)) return ' ms';
  if (/KB$/.test(key)) return ' KB';
  if (/Mb$/.test(key)) return ' MB';
  return '';
}

function show(entry: [string, unknown] | undefined, unitFrom?: string): string {
  if (!entry) return '';
  const [key, value] = entry;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  const unit = unitOf(/ratio|limit/i.test(key) ? '' : (unitFrom ?? key));
  return `${Number(value.toFixed(2))}${unit}`;
}

/**
 * The measure a `target...` key speaks of: `targetCommitsPerMove` -> `commitsPerMoveP95` (the
 * tail, as verdicts use it) or `commitsPerMoveMean`; `targetPeakRssMb` -> `peakRssMb`.
 */
function oursFor(node: Json, target: [string, unknown] | undefined): [string, unknown] | undefined {
  const stem = target?.[0].match(/^target(\w+)$/)?.[1];
  if (!stem || /^Ratio$/.test(stem)) return undefined;
  const name = stem.charAt(0).toLowerCase() + stem.slice(1);
  const candidates = Object.keys(node).filter(
    (k) => k.toLowerCase().startsWith(name.toLowerCase()) && typeof node[k] === 'number',
  );
  const key = candidates.find((k) => /P95$/.test(k)) ?? candidates.find((k) => k !== target[0]);
  return key === undefined ? undefined : [key, node[key]];
}

function verdict(
  pass: [string, unknown] | undefined,
  ours: [string, unknown] | undefined,
  target: [string, unknown] | undefined,
): string {
  if (pass) return pass[1] === true ? 'pass' : 'FAIL';
  if (!ours || !target || typeof ours[1] !== 'number' || typeof target[1] !== 'number') return '';
  if (unitOf(ours[0]) !== unitOf(target[0]) || unitOf(ours[0]) === '') return '';
  return ours[1] <= target[1] ? 'pass' : 'FAIL';
}

function collect(name: string, node: Json, out: Row[]): void {
  const target = pick(node, TARGET);
  const pass = pick(node, PASS);
  if (target || pass || node.figure === true) {
    const ours = oursFor(node, target) ?? pick(node, OURS);
    const ratio = pick(node, RATIO);
    // A target on a ratio reads as a ratio; on a time or size, in that measure's unit.
    const targetUnit =
      ratio || /ratio/i.test(target?.[0] ?? '') ? 'ratio' : (target?.[0] ?? ours?.[0]);
    out.push({
      benchmark: name,
      ours: show(ours),
      baseline: show(pick(node, BASELINE)),
      ratio: show(ratio),
      target: target ? `${target[0] === 'atLeast' ? '≥' : '≤'} ${show(target, targetUnit)}` : '',
      pass: verdict(pass, ours, target),
    });
  }
  for (const [key, value] of Object.entries(node)) {
    if (isObject(value)) collect(`${name} ${key}`, value, out);
  }
}

/** One row per measured thing that has a target or a verdict, in the results' order. */
export function tableRows(results: Record<string, unknown>): Row[] {
  const rows: Row[] = [];
  for (const [name, result] of Object.entries(results)) {
    if (isObject(result)) collect(name, result, rows);
  }
  return rows;
}

/** The rows as a plain-text table with aligned columns. */
export function formatTable(results: Record<string, unknown>): string {
  const header: Row = {
    benchmark: 'benchmark',
    ours: 'ours',
    baseline: 'baseline',
    ratio: 'ratio',
    target: 'target',
    pass: 'pass',
  };
  const rows = [header, ...tableRows(results)];
  const columns = Object.keys(header) as (keyof Row)[];
  const widths = columns.map((c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (row: Row) =>
    columns
      .map((c, i) => row[c].padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
