// Which of the quiz editor's setting groups are shown (admin spec §5: "Some
// fields are hidden when externalGrades is on or for forms"). A form is not
// graded: no pass grade, deadline, pass links, total or external grades, and
// no answer-correction settings. A quiz graded externally is graded by an
// upload: no deadline reduction and no answer-correction settings, and its
// pass grade is compared with maxGradeExternal, which is shown instead.
// Hidden settings keep their values; prepareQuizForSave judges them as they are.

export const SETTING_GROUPS = [
  'passGrade',
  'fullGradeDeadline',
  'passLinks',
  'excludeFromTotal',
  'externalGrades',
  'maxGradeExternal',
  'correction',
] as const;

export type SettingGroup = (typeof SETTING_GROUPS)[number];

const HIDDEN_IN_FORMS: readonly SettingGroup[] = [
  'passGrade',
  'fullGradeDeadline',
  'passLinks',
  'excludeFromTotal',
  'externalGrades',
  'maxGradeExternal',
  'correction',
];
const HIDDEN_WHEN_EXTERNAL: readonly SettingGroup[] = ['fullGradeDeadline', 'correction'];

export function shownSettingGroups(settings: { isForm?: boolean; externalGrades?: boolean }): ReadonlySet<SettingGroup> {
  const hidden = new Set<SettingGroup>();
  if (settings.isForm) HIDDEN_IN_FORMS.forEach((group) => hidden.add(group));
  if (settings.externalGrades) HIDDEN_WHEN_EXTERNAL.forEach((group) => hidden.add(group));
  else hidden.add('maxGradeExternal');
  return new Set(SETTING_GROUPS.filter((group) => !hidden.has(group)));
}
