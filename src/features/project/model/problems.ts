/**
 * A validation problem as data: an i18n key of the project namespace and its values, so the
 * model stays pure and the component translates.
 */
export interface Problem {
  key: string;
  values?: Record<string, number | string>;
}

export const problem = (key: string, values?: Record<string, number | string>): Problem =>
  values ? { key, values } : { key };
