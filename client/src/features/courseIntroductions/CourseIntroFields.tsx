// The pieces the course introduction dialog is made of: a text field that
// shows its rule's message, a picture field (an address, or a file uploaded
// with its progress), and a titled group of fields.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseIntroProblem } from '../../../../domain/courseIntroductions/courseIntroduction.ts';
import { acceptedTypes } from '../../storage/uploadFile.ts';
import { FileUploadButton } from '../account/upload/FileUploadButton.tsx';

export const PICTURE_TYPES = acceptedTypes(['png', 'jpg', 'jpeg']);

/** The message of a field's problem, or nothing. */
export function useProblemText(problems: ReadonlyMap<string, CourseIntroProblem>) {
  const { t } = useTranslation();
  return (field: string): Pick<TextFieldProps, 'error' | 'helperText'> => {
    const problem = problems.get(field);
    return problem ? { error: true, helperText: t(`courseIntros.problems.${problem}`) } : {};
  };
}

type FieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/** A text field of the dialog: user content, so dir="auto". */
export function IntroTextField({ value, onChange, slotProps, ...props }: FieldProps) {
  return (
    <TextField
      fullWidth
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ ...slotProps, htmlInput: { dir: 'auto', ...(slotProps?.htmlInput as object) } }}
      {...props}
    />
  );
}

/** A picture: its address, typed or filled in by an upload. */
export function PictureField({ label, value, onChange, problem }: { label: string; value: string; onChange: (url: string) => void; problem: Pick<TextFieldProps, 'error' | 'helperText'> }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      {value && <Box component="img" src={value} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />}
      <IntroTextField label={label} value={value} onChange={onChange} {...problem} slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }} />
      <FileUploadButton label={t('courseIntros.upload', { name: label })} accepted={PICTURE_TYPES} wrongTypeKey="courseIntros.wrongPictureType" onUploaded={onChange} />
    </Stack>
  );
}

/** A titled group of the dialog's fields. */
export function FieldGroup({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {title}
        </Typography>
        {action}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
