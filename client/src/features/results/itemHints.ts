// How the item analysis table colours a figure (docs/decisions/itemAnalysis.md,
// "Reading the figures"): a hint for the eye, the number stays the figure.

export type Hint = { key: string; color: 'success' | 'warning' | 'error' | 'default' };

/** Facility below 20 % very hard, above 80 % very easy, balanced between. */
export function facilityHint(facility: number | null | undefined): Hint | null {
  if (facility === null || facility === undefined) return null;
  if (facility < 20) return { key: 'hard', color: 'warning' };
  if (facility > 80) return { key: 'easy', color: 'warning' };
  return { key: 'fine', color: 'success' };
}

/** Discrimination 30 % and above good, below 0 favouring the weaker learners, weak between. */
export function discriminationHint(discrimination: number | null | undefined): Hint | null {
  if (discrimination === null || discrimination === undefined) return null;
  if (discrimination >= 30) return { key: 'good', color: 'success' };
  if (discrimination < 0) return { key: 'negative', color: 'error' };
  return { key: 'weak', color: 'warning' };
}
