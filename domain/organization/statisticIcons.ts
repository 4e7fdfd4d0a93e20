// The icons a statistic card may show (landing page template and course
// introductions): names, stored as chosen; the client draws each with one MUI
// icon (client/src/features/shell/StatisticIcon.tsx). An unknown name shows
// the first.
export const STATISTIC_ICONS = ['school', 'people', 'book', 'video', 'quiz', 'certificate', 'star', 'time', 'world', 'trophy'] as const;
export type StatisticIconName = (typeof STATISTIC_ICONS)[number];

export function isStatisticIcon(name: unknown): name is StatisticIconName {
  return typeof name === 'string' && (STATISTIC_ICONS as readonly string[]).includes(name);
}
