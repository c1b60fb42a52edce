/** spec.md's Limits table for projects, as the form enforces them while typing. */
export const PROJECT_LIMITS = {
  /** project, design and revision */
  shortText: 50,
  description: 200,
  maxTags: 20,
  /** The create request's element length (the record states 20; the contract enforces 25). */
  tagLength: 25,
  minOwners: 1,
  maxOwners: 20,
} as const;
