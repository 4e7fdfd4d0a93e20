// The dialog's lists: statistics (name, count, icon), lecturers (name, title,
// picture) and the program map (subject and its contents, one a line). Each
// row has its remove button; each list its add button.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CourseIntroProblem } from '../../../../domain/courseIntroductions/courseIntroduction.ts';
import { STATISTIC_ICONS } from '../../../../domain/organization/statisticIcons.ts';
import { StatisticIcon } from '../shell/StatisticIcon.tsx';
import { emptyLecturer, emptyProgramMapRow, emptyStatistic, type CourseIntroForm } from './courseIntroForm.ts';
import { FieldGroup, IntroTextField, PictureField, useProblemText } from './CourseIntroFields.tsx';

interface RowsProps {
  form: CourseIntroForm;
  change: (changes: Partial<CourseIntroForm>) => void;
  problems: ReadonlyMap<string, CourseIntroProblem>;
}

const replaced = <T,>(rows: readonly T[], index: number, row: T) => rows.map((old, at) => (at === index ? row : old));
const removed = <T,>(rows: readonly T[], index: number) => rows.filter((_row, at) => at !== index);

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<AddIcon />} onClick={onClick} size="small">
      {label}
    </Button>
  );
}

export function StatisticsRows({ form, change, problems }: RowsProps) {
  const { t } = useTranslation();
  const problemOf = useProblemText(problems);
  const rows = form.statistics;
  return (
    <FieldGroup
      title={t('courseIntros.sections.statistics')}
      action={<AddButton label={t('courseIntros.statistic.add')} onClick={() => change({ statistics: [...rows, emptyStatistic()] })} />}
    >
      {rows.map((row, index) => {
        const number = index + 1;
        const set = (changes: Partial<typeof row>) => change({ statistics: replaced(rows, index, { ...row, ...changes }) });
        return (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <IntroTextField required label={t('courseIntros.statistic.name', { number })} value={row.name} onChange={(name) => set({ name })} {...problemOf(`statistics.${index}.name`)} />
              <IntroTextField
                required
                label={t('courseIntros.statistic.count', { number })}
                value={row.count}
                onChange={(count) => set({ count })}
                {...problemOf(`statistics.${index}.count`)}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                sx={{ maxWidth: { sm: 160 } }}
              />
              <TextField
                select
                size="small"
                label={t('courseIntros.statistic.icon', { number })}
                value={row.icon}
                onChange={(event) => set({ icon: event.target.value })}
                sx={{ minWidth: 160 }}
              >
                {STATISTIC_ICONS.map((icon) => (
                  <MenuItem key={icon} value={icon}>
                    <ListItemIcon sx={{ minWidth: 32, verticalAlign: 'middle' }}>
                      <StatisticIcon name={icon} fontSize="small" />
                    </ListItemIcon>
                    {t(`courseIntros.icons.${icon}`)}
                  </MenuItem>
                ))}
              </TextField>
              <RemoveButton label={t('courseIntros.statistic.remove', { number })} onClick={() => change({ statistics: removed(rows, index) })} />
            </Stack>
          </Paper>
        );
      })}
    </FieldGroup>
  );
}

export function LecturersRows({ form, change, problems }: RowsProps) {
  const { t } = useTranslation();
  const problemOf = useProblemText(problems);
  const rows = form.lecturers;
  return (
    <FieldGroup
      title={t('courseIntros.sections.lecturers')}
      action={<AddButton label={t('courseIntros.lecturer.add')} onClick={() => change({ lecturers: [...rows, emptyLecturer()] })} />}
    >
      {rows.map((row, index) => {
        const number = index + 1;
        const set = (changes: Partial<typeof row>) => change({ lecturers: replaced(rows, index, { ...row, ...changes }) });
        return (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <IntroTextField required label={t('courseIntros.lecturer.name', { number })} value={row.name} onChange={(name) => set({ name })} {...problemOf(`lecturers.${index}.name`)} />
                <IntroTextField label={t('courseIntros.lecturer.title', { number })} value={row.title} onChange={(title) => set({ title })} {...problemOf(`lecturers.${index}.title`)} />
                <RemoveButton label={t('courseIntros.lecturer.remove', { number })} onClick={() => change({ lecturers: removed(rows, index) })} />
              </Stack>
              <PictureField label={t('courseIntros.lecturer.pic', { number })} value={row.pic} onChange={(pic) => set({ pic })} problem={problemOf(`lecturers.${index}.pic`)} />
            </Stack>
          </Paper>
        );
      })}
    </FieldGroup>
  );
}

export function ProgramMapRows({ form, change, problems }: RowsProps) {
  const { t } = useTranslation();
  const problemOf = useProblemText(problems);
  const rows = form.detailedProgramMap;
  return (
    <FieldGroup
      title={t('courseIntros.sections.programMap')}
      action={<AddButton label={t('courseIntros.subject.add')} onClick={() => change({ detailedProgramMap: [...rows, emptyProgramMapRow()] })} />}
    >
      {rows.map((row, index) => {
        const number = index + 1;
        const set = (changes: Partial<typeof row>) => change({ detailedProgramMap: replaced(rows, index, { ...row, ...changes }) });
        return (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Stack spacing={1} sx={{ flexGrow: 1 }}>
                <IntroTextField required label={t('courseIntros.subject.name', { number })} value={row.subject} onChange={(subject) => set({ subject })} {...problemOf(`detailedProgramMap.${index}.subject`)} />
                <IntroTextField
                  multiline
                  minRows={2}
                  label={t('courseIntros.subject.contents', { number })}
                  value={row.contents}
                  onChange={(contents) => set({ contents })}
                  {...problemOf(`detailedProgramMap.${index}.contents`)}
                  helperText={problemOf(`detailedProgramMap.${index}.contents`).helperText ?? t('courseIntros.subject.contentsHelp')}
                />
              </Stack>
              <RemoveButton label={t('courseIntros.subject.remove', { number })} onClick={() => change({ detailedProgramMap: removed(rows, index) })} />
            </Stack>
          </Paper>
        );
      })}
    </FieldGroup>
  );
}
