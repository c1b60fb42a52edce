import { create } from 'zustand';
import type { Ink } from '../colour/cmyk-views';
import type { LengthUnit, Scale } from '../measure/measure-math';

/**
 * Client state of the inspect tools (measure, colour). Preferences (unit, averaging, limit)
 * and calibrations are the reviewer's own and stay in this browser (localStorage); they are
 * not secrets and not server state.
 */
export type InspectTool = 'ruler' | 'box' | 'colour';
export type SampleSize = 1 | 3 | 5;

export interface InspectState {
  tool: InspectTool | null;
  unit: LengthUnit;
  average: SampleSize;
  outlines: { trim: boolean; bleed: boolean };
  separations: boolean;
  plates: Record<Ink, boolean>;
  plateMode: 'ink' | 'grey';
  coverage: boolean;
  /** Total area coverage limit, percent. */
  limit: number;
}

const PREFS_KEY = 'proofdesk.inspect.prefs';
const CALIBRATION_KEY = 'proofdesk.inspect.calibration';

function storage(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

function readPrefs(): Partial<Pick<InspectState, 'unit' | 'average' | 'limit'>> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREFS_KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const { unit, average, limit } = value as Record<string, unknown>;
    return {
      ...(unit === 'mm' || unit === 'in' || unit === 'pt' ? { unit } : {}),
      ...(average === 1 || average === 3 || average === 5 ? { average } : {}),
      ...(typeof limit === 'number' && limit > 0 && limit <= 400 ? { limit } : {}),
    };
  } catch {
    return {};
  }
}

export const useInspectStore = create<InspectState>(() => ({
  tool: null,
  unit: 'mm',
  average: 1,
  outlines: { trim: true, bleed: true },
  separations: false,
  plates: { c: true, m: true, y: true, k: true },
  plateMode: 'ink',
  coverage: false,
  limit: 300,
  ...readPrefs(),
}));

useInspectStore.subscribe((state, previous) => {
  if (
    state.unit === previous.unit &&
    state.average === previous.average &&
    state.limit === previous.limit
  )
    return;
  try {
    storage()?.setItem(
      PREFS_KEY,
      JSON.stringify({ unit: state.unit, average: state.average, limit: state.limit }),
    );
  } catch {
    // Storage full or blocked: the preference lasts for this visit only.
  }
});

export function setInspect(patch: Partial<InspectState>): void {
  useInspectStore.setState(patch);
}

export function toggleTool(tool: InspectTool): void {
  useInspectStore.setState((s) => ({ tool: s.tool === tool ? null : tool }));
}

/** A calibration belongs to one asset version, in this browser. */
const calibrationId = (assetUID: string, version: number) => `${assetUID}@${version}`;

function readCalibrations(): Record<string, Scale> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(CALIBRATION_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Scale>) : {};
  } catch {
    return {};
  }
}

export function readCalibration(assetUID: string, version: number): Scale | null {
  const scale = readCalibrations()[calibrationId(assetUID, version)];
  return scale && scale.x > 0 && scale.y > 0 ? scale : null;
}

export function saveCalibration(assetUID: string, version: number, scale: Scale | null): void {
  const id = calibrationId(assetUID, version);
  const all = Object.fromEntries(Object.entries(readCalibrations()).filter(([key]) => key !== id));
  if (scale) all[id] = scale;
  try {
    storage()?.setItem(CALIBRATION_KEY, JSON.stringify(all));
  } catch {
    // Kept for this visit only (the caller holds it in state too).
  }
}
