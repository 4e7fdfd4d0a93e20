// The landing template's fields: banner, introduction (with its **bold** and
// *italic* hint), the text above the courses, the colour and the statistics.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANDING_LIMITS } from '../../../../../domain/organization/landingTemplate.ts';
import { STATISTIC_ICONS } from '../../../../../domain/organization/statisticIcons.ts';
import { StatisticIcon } from '../../shell/StatisticIcon.tsx';
import { ColorField } from '../settings/OrgColorSetting.tsx';
import { ImageSetting } from '../settings/ImageSetting.tsx';
import type { StatisticDraft, TemplateDraft } from './templateProblems.ts';

interface Props {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  problems: Record<string, string>;
}

export function TemplateForm({ draft, onChange, problems }: Props) {
  const { t } = useTranslation();
  const setRow = (index: number, row: Partial<StatisticDraft>) =>
    onChange({ ...draft, statistics: draft.statistics.map((current, at) => (at === index ? { ...current, ...row } : current)) });
  const problem = (field: string) => (problems[field] ? t(problems[field]) : undefined);
  return (
    <Stack spacing={2}>
      <ImageSetting label={t('orgSettings.landing.banner')} src={draft.banner} onChange={(url) => onChange({ ...draft, banner: url })} />
      <TextField
        label={t('orgSettings.landing.introduction')}
        value={draft.introduction}
        onChange={(event) => onChange({ ...draft, introduction: event.target.value })}
        multiline
        minRows={3}
        helperText={problem('introduction') ?? t('orgSettings.landing.markupHint')}
        error={Boolean(problems.introduction)}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: LANDING_LIMITS.introduction } }}
      />
      <TextField
        label={t('orgSettings.landing.programsIntroductionText')}
        value={draft.programsIntroductionText}
        onChange={(event) => onChange({ ...draft, programsIntroductionText: event.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: LANDING_LIMITS.programsIntroductionText } }}
      />
      <ColorField label={t('orgSettings.landing.primaryColor')} value={draft.primaryColor} onChange={(primaryColor) => onChange({ ...draft, primaryColor })} />
      <Typography variant="subtitle1" component="h4">
        {t('orgSettings.landing.statistics')}
      </Typography>
      {draft.statistics.map((row, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} role="group" aria-label={t('orgSettings.landing.statistic', { number: index + 1 })}>
          <TextField
            label={t('orgSettings.landing.statisticName')}
            value={row.name}
            onChange={(event) => setRow(index, { name: event.target.value })}
            size="small"
            error={Boolean(problems[`statistics.${index}.name`])}
            helperText={problem(`statistics.${index}.name`)}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: LANDING_LIMITS.statisticName } }}
            sx={{ flexGrow: 1 }}
          />
          <TextField
            label={t('orgSettings.landing.statisticCount')}
            value={row.count}
            onChange={(event) => setRow(index, { count: event.target.value })}
            size="small"
            type="number"
            error={Boolean(problems[`statistics.${index}.count`])}
            helperText={problem(`statistics.${index}.count`)}
            slotProps={{ htmlInput: { min: 0, step: 1, dir: 'ltr' } }}
            sx={{ width: { sm: 140 } }}
          />
          <TextField select label={t('orgSettings.landing.statisticIcon')} value={row.icon} onChange={(event) => setRow(index, { icon: event.target.value })} size="small" sx={{ width: { sm: 170 } }}>
            {STATISTIC_ICONS.map((icon) => (
              <MenuItem key={icon} value={icon}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <StatisticIcon name={icon} fontSize="small" aria-hidden />
                  {t(`orgSettings.icons.${icon}`)}
                </Box>
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={t('orgSettings.landing.removeStatistic', { number: index + 1 })}
            onClick={() => onChange({ ...draft, statistics: draft.statistics.filter((_row, at) => at !== index) })}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={draft.statistics.length >= LANDING_LIMITS.statistics}
          onClick={() => onChange({ ...draft, statistics: [...draft.statistics, { name: '', count: '0', icon: STATISTIC_ICONS[0] }] })}
        >
          {t('orgSettings.landing.addStatistic')}
        </Button>
      </Box>
    </Stack>
  );
}
