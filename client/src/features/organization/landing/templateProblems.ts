// What the landing template form refuses before saving, by field (the same
// rules as landingTemplateSchema on the server, with the user's messages).
import { LANDING_LIMITS, type LandingTemplate } from '../../../../../domain/organization/landingTemplate.ts';
import { isReadableColor } from '../settings/OrgColorSetting.tsx';

/** A statistic row as typed: the count is text until it is a number. */
export interface StatisticDraft {
  name: string;
  count: string;
  icon: string;
}

export interface TemplateDraft extends Omit<LandingTemplate, 'statistics'> {
  statistics: StatisticDraft[];
}

export function draftOf(template: LandingTemplate): TemplateDraft {
  return { ...template, statistics: template.statistics.map((row) => ({ ...row, count: String(row.count) })) };
}

const COUNT = /^\d+$/;

/** field → translation key: primaryColor, statistics.<i>.name, statistics.<i>.count */
export function templateProblems(draft: TemplateDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isReadableColor(draft.primaryColor)) problems.primaryColor = 'errors.invalidColor';
  draft.statistics.forEach((row, index) => {
    if (!row.name.trim()) problems[`statistics.${index}.name`] = 'orgSettings.landing.nameRequired';
    if (!COUNT.test(row.count.trim()) || Number(row.count) > 1_000_000_000) problems[`statistics.${index}.count`] = 'orgSettings.landing.countInvalid';
  });
  return problems;
}

/** The template as saved and previewed: rows with a count that is not a number show 0 in the preview. */
export function templateOf(draft: TemplateDraft): LandingTemplate {
  return {
    ...draft,
    statistics: draft.statistics.slice(0, LANDING_LIMITS.statistics).map((row) => ({
      name: row.name.trim(),
      count: COUNT.test(row.count.trim()) ? Number(row.count) : 0,
      icon: row.icon as LandingTemplate['statistics'][number]['icon'],
    })),
  };
}
