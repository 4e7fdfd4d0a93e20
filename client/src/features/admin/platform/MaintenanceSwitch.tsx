import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { useSetMaintenanceModeMutation } from './mutations/SetMaintenanceModeMutation.ts';
import type { MaintenanceSwitch_query$key } from './__generated__/MaintenanceSwitch_query.graphql.ts';

// The end is typed YYYY-MM-DD HH:mm (24-hour, the admin's own time zone) in a
// text field: a native datetime-local field follows the browser's language, not
// the page's, and showed an Arabic page mm/dd/yyyy. A T between date and time,
// as the old field wrote it, is read too.
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/;

/** An ISO time as the field shows it: YYYY-MM-DD HH:mm in the admin's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

/** What the field holds as an ISO time: null when empty, undefined when it is no date and time. */
export function fromLocalInput(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute);
  // 2026-02-31 is no day: the Date would roll over to March
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date.toISOString();
}

interface Props {
  queryRef: MaintenanceSwitch_query$key;
  onNotice: (severity: 'success' | 'error', key: string) => void;
}

/** The platform admin's maintenance switch: on or off, with the estimated end the /maintenance page shows. */
export function MaintenanceSwitch({ queryRef, onNotice }: Props) {
  const { t } = useTranslation();
  const { maintenance } = useFragment(
    graphql`
      fragment MaintenanceSwitch_query on Query {
        maintenance {
          enabled
          until
        }
      }
    `,
    queryRef,
  );
  const [saved, setSaved] = useState({ enabled: maintenance.enabled, until: maintenance.until ?? null });
  const [enabled, setEnabled] = useState(maintenance.enabled);
  const [until, setUntil] = useState(toLocalInput(maintenance.until ?? null));
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSetMaintenanceModeMutation();
  const changed = enabled !== saved.enabled || fromLocalInput(until) !== saved.until;

  const submit = async () => {
    setError(null);
    const end = fromLocalInput(until);
    if (end === undefined) {
      setError(errorMessageKey('invalidMaintenanceUntil'));
      return;
    }
    const outcome = await save({ enabled, until: end });
    if (!outcome.ok) {
      if (outcome.field === 'until') setError(errorMessageKey(outcome.code));
      else onNotice('error', errorMessageKey(outcome.code));
      return;
    }
    setSaved({ enabled: outcome.data.enabled, until: outcome.data.until ?? null });
    onNotice('success', outcome.data.enabled ? 'platformAdmin.maintenance.on' : 'platformAdmin.maintenance.off');
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="maintenance-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="maintenance-title" variant="h6" component="h2">
        {t('platformAdmin.maintenance.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(saved.enabled ? 'platformAdmin.maintenance.stateOn' : 'platformAdmin.maintenance.stateOff')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label={t('platformAdmin.maintenance.switch')}
        />
        <TextField
          label={t('platformAdmin.maintenance.until')}
          placeholder="YYYY-MM-DD HH:mm"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={error !== null}
          helperText={error ? t(error) : t('platformAdmin.maintenance.untilHint')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', maxLength: 16 } }}
          size="small"
        />
        <Button variant="contained" onClick={() => void submit()} disabled={!changed || saving}>
          {t('platformAdmin.maintenance.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
