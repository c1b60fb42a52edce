/** One compared version as a place to keep a measurement. */
export interface KeepChoice {
  version: number;
  /** Only the asset's latest version takes new annotations (the service's rule, as in review). */
  available: boolean;
}

export interface KeepChoices {
  /** Whether "Keep as annotation" is offered at all (the reviewer may annotate here). */
  offered: boolean;
  choices: readonly KeepChoice[];
  /** Chosen until the reviewer picks another: the newer version (the one under review). */
  preferred: number | null;
}

/**
 * Where a measurement drawn in compare may be kept: on either compared version that may
 * take annotations, the newer first. Not offered where the reviewer may not annotate (a
 * project that is not active, a read-only or simple review link), as in review.
 */
export function keepChoices(
  versions: readonly [number, number],
  latest: number | null,
  canAnnotate: boolean,
): KeepChoices {
  const choices = versions.map((version) => ({ version, available: version === latest }));
  const newestFirst = [...choices].sort((a, b) => b.version - a.version);
  const preferred = newestFirst.find((choice) => choice.available)?.version ?? null;
  return { offered: canAnnotate, choices, preferred };
}
