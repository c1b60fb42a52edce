/** The two versions a compare view shows: `from` is the older one the annotations were made on. */
export interface VersionPair {
  from: number;
  to: number;
}

function parseVersion(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * The pair to show for the `from` and `to` the address asks for. A missing or unknown `to`
 * becomes the latest version; a missing, unknown or not older `from` becomes the version
 * just before `to`. Null when the asset has fewer than two versions.
 */
export function resolveVersionPair(
  available: readonly number[],
  from: string | null | undefined,
  to: string | null | undefined,
): VersionPair | null {
  const versions = [...new Set(available)].sort((a, b) => a - b);
  if (versions.length < 2) return null;
  const latest = versions[versions.length - 1] ?? 0;
  const askedTo = parseVersion(to);
  const oldest = versions[0] ?? 0;
  const resolvedTo =
    askedTo !== null && versions.includes(askedTo) && askedTo !== oldest ? askedTo : latest;
  const older = versions.filter((v) => v < resolvedTo);
  const askedFrom = parseVersion(from);
  const resolvedFrom =
    askedFrom !== null && older.includes(askedFrom) ? askedFrom : (older[older.length - 1] ?? 0);
  return { from: resolvedFrom, to: resolvedTo };
}
