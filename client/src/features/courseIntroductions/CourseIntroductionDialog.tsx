// The course introduction dialog (admin spec §5): every field in groups, the
// shared rules' messages under their fields once a save was tried, "please fix
// validation errors" when the form is refused, and the server's refusals
// (invalidUser, a field it refused). Full screen on phones.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COURSE_COSTS,
  COURSE_LOCATIONS,
  type CourseIntroductionInput,
  type CourseIntroProblem,
} from '../../../../domain/courseIntroductions/courseIntroduction.ts';
import { applicableColor } from '../../../../domain/colors.ts';
import type { MutationOutcome } from '../../relay/mutationOutcome.ts';
import { checkForm, type CourseIntroForm } from './courseIntroForm.ts';
import { FieldGroup, IntroTextField, PictureField, useProblemText } from './CourseIntroFields.tsx';
import { LecturersRows, ProgramMapRows, StatisticsRows } from './CourseIntroRows.tsx';

export interface AuthorAccount {
  readonly id: string;
  readonly alias: string;
}

interface Props {
  title: string;
  initial: CourseIntroForm;
  accounts: readonly AuthorAccount[];
  onClose: () => void;
  /** saves; the dialog closes itself only through onClose */
  onSubmit: (accountId: string, introduction: CourseIntroductionInput) => Promise<MutationOutcome<unknown>>;
}

const NO_PROBLEMS: ReadonlyMap<string, CourseIntroProblem> = new Map();

export function CourseIntroductionDialog({ title, initial, accounts, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, CourseIntroProblem>>(NO_PROBLEMS);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const check = checkForm(form);
  const problems = attempted && !check.ok ? new Map([...serverProblems, ...check.problems]) : serverProblems;
  const problemOf = useProblemText(problems);
  const change = (changes: Partial<CourseIntroForm>) => {
    setForm((old) => ({ ...old, ...changes }));
    setServerProblems(NO_PROBLEMS);
  };

  const save = async () => {
    setAttempted(true);
    if (!check.ok) return setMessage('courseIntros.fixErrors');
    setMessage(null);
    setSaving(true);
    const outcome = await onSubmit(form.accountId, check.introduction);
    setSaving(false);
    if (outcome.ok) return;
    if (outcome.code === 'invalidUser') return setMessage('courseIntros.invalidUser');
    if (outcome.field && outcome.code !== 'notFound') {
      setServerProblems(new Map([[outcome.field, outcome.code === 'invalidLink' || outcome.code === 'invalidColor' || outcome.code === 'invalid_youtube_video' ? outcome.code : 'invalid']]));
      return setMessage('courseIntros.fixErrors');
    }
    setMessage('courseIntros.saveError');
  };

  const text = (field: keyof CourseIntroForm & string, options: { required?: boolean; multiline?: boolean; numeric?: boolean } = {}) => (
    <IntroTextField
      label={t(`courseIntros.fields.${field}`)}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 2 : undefined}
      value={form[field] as string}
      onChange={(value) => change({ [field]: value })}
      {...problemOf(field)}
      slotProps={options.numeric ? { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } : undefined}
    />
  );

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void save())} id={`${titleId}-form`}>
          <FieldGroup title={t('courseIntros.sections.basics')}>
            <TextField select size="small" label={t('courseIntros.fields.account')} value={form.accountId} onChange={(event) => change({ accountId: event.target.value })}>
              {accounts.map((account) => (
                <MenuItem key={account.id} value={account.id} dir="auto">
                  {account.alias}
                </MenuItem>
              ))}
            </TextField>
            {text('accountName', { required: true })}
            {text('shortDescription', { multiline: true })}
            {text('category')}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 1, flexShrink: 0, bgcolor: applicableColor(form.accountColor), border: 1, borderColor: 'divider' }} />
              <IntroTextField
                label={t('courseIntros.fields.accountColor')}
                value={form.accountColor}
                onChange={(accountColor) => change({ accountColor })}
                {...problemOf('accountColor')}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            </Stack>
            <PictureField label={t('courseIntros.fields.accountPicture')} value={form.accountPicture} onChange={(accountPicture) => change({ accountPicture })} problem={problemOf('accountPicture')} />
            <PictureField label={t('courseIntros.fields.accountLogo')} value={form.accountLogo} onChange={(accountLogo) => change({ accountLogo })} problem={problemOf('accountLogo')} />
          </FieldGroup>
          <FieldGroup title={t('courseIntros.sections.details')}>
            {text('goals', { multiline: true })}
            {text('targetGroup', { multiline: true })}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('duration')}
              {text('numberOfHours', { numeric: true })}
              {text('numberOfLevels', { numeric: true })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select fullWidth size="small" label={t('courseIntros.fields.location')} value={form.location} onChange={(event) => change({ location: event.target.value as CourseIntroForm['location'] })}>
                {COURSE_LOCATIONS.map((location) => (
                  <MenuItem key={location} value={location}>
                    {t(`courseIntros.location.${location}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth size="small" label={t('courseIntros.fields.cost')} value={form.cost} onChange={(event) => change({ cost: event.target.value as CourseIntroForm['cost'] })}>
                {COURSE_COSTS.map((cost) => (
                  <MenuItem key={cost} value={cost}>
                    {t(`courseIntros.cost.${cost}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </FieldGroup>
          <StatisticsRows form={form} change={change} problems={problems} />
          <LecturersRows form={form} change={change} problems={problems} />
          <ProgramMapRows form={form} change={change} problems={problems} />
          <FieldGroup title={t('courseIntros.sections.media')}>
            <IntroTextField
              label={t('courseIntros.fields.introductoryVideo')}
              value={form.introductoryVideo}
              onChange={(introductoryVideo) => change({ introductoryVideo })}
              {...problemOf('introductoryVideo')}
              helperText={problemOf('introductoryVideo').helperText ?? t('courseIntros.videoHelp')}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
            />
            <PictureField label={t('courseIntros.fields.introductoryPoster')} value={form.introductoryPoster} onChange={(introductoryPoster) => change({ introductoryPoster })} problem={problemOf('introductoryPoster')} />
          </FieldGroup>
          {/* Enter in a field saves */}
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      {message && (
        <Alert severity="error" role="alert" sx={{ borderRadius: 0 }}>
          {t(message)}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('courseIntros.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t('courseIntros.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
