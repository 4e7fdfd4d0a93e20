// The ticket form (admin spec "Ticket report", §5): subject, description,
// type, and an optional contact e-mail for a reporter who is not signed in
// (without it nobody can tell them what became of the ticket). Problems
// show under their field (the shared rules first, then the server's answer);
// anything else shows above the button. Nothing is swallowed. The type starts
// as a bug, the commoner report (issue 30; the reporter can change it).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTicket } from '../../../../../domain/tickets/ticketInputs.ts';
import { TICKET_LIMITS, TICKET_TYPES, type TicketType } from '../../../../../domain/tickets/ticketRules.ts';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import type { Credential } from '../../../relay/requestHeaders.ts';
import { useSubmitTicketMutation } from '../mutations/SubmitTicketMutation.ts';

type Field = 'subject' | 'description' | 'type' | 'email';
interface Problem {
  code: string;
  field: Field | null;
}

/** Most reports are bugs: the type starts there, so the required field is never a surprise (issue 30). */
export const DEFAULT_TICKET_TYPE: TicketType = 'bug';

const EMPTY = { subject: '', description: '', type: DEFAULT_TICKET_TYPE as string, email: '' };

export function TicketReportForm({ credential, onSubmitted }: { credential: Credential | null; onSubmitted: () => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submit, submitting] = useSubmitTicketMutation(credential);
  const anonymous = credential === null;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues({ ...values, [field]: event.target.value });
    if (problem?.field === field) setProblem(null);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    const checked = checkTicket(values);
    if (!checked.ok) return setProblem({ code: checked.problem, field: checked.field as Field });
    const { subject, description, type, email } = checked.ticket;
    const outcome = await submit({ subject, description, type: type === 'bug' ? 'BUG' : 'FEATURE', email, locale: i18n.language });
    if (!outcome.ok) {
      const field = (['subject', 'description', 'type', 'email'] as const).find((name) => name === outcome.field) ?? null;
      return setProblem({ code: outcome.code, field });
    }
    setValues(EMPTY);
    setProblem(null);
    onSubmitted();
  }

  const helper = (field: Field) => (problem?.field === field ? t(errorMessageKey(problem.code)) : undefined);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={send} sx={{ my: 2 }}>
      <TextField
        label={t('ticketReport.subject')}
        value={values.subject}
        onChange={change('subject')}
        required
        error={problem?.field === 'subject'}
        helperText={helper('subject')}
        slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.subject, dir: 'auto' } }}
      />
      <TextField
        label={t('ticketReport.description')}
        value={values.description}
        onChange={change('description')}
        required
        multiline
        minRows={4}
        error={problem?.field === 'description'}
        helperText={helper('description')}
        slotProps={{ htmlInput: { maxLength: TICKET_LIMITS.description, dir: 'auto' } }}
      />
      <TextField
        select
        label={t('ticketReport.type')}
        value={values.type}
        onChange={change('type')}
        required
        error={problem?.field === 'type'}
        helperText={helper('type')}
      >
        {TICKET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`ticketReport.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      {anonymous && (
        <TextField
          label={t('ticketReport.email')}
          type="email"
          value={values.email}
          onChange={change('email')}
          error={problem?.field === 'email'}
          helperText={helper('email') ?? t('ticketReport.emailHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email' } }}
        />
      )}
      {problem && !problem.field && <Alert severity="error">{t(errorMessageKey(problem.code))}</Alert>}
      <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
        {t('ticketReport.submit')}
      </Button>
    </Stack>
  );
}
