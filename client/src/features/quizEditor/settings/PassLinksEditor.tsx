import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PassUrl } from '../../../../../domain/quiz/types.ts';
import { removed, replaced } from '../draft/draftEdits.ts';
import { newId } from '../draft/newId.ts';
import type { SettingsChange, SettingsDraft } from '../draft/settingsDraft.ts';
import { fieldId } from '../problems/fieldId.ts';

/** The links offered to a learner who passed (only the active ones), and the message shown with them. */
export function PassLinksEditor({ settings, onChange }: { settings: SettingsDraft; onChange: SettingsChange }) {
  const { t } = useTranslation();
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [addedId, setAddedId] = useState<string | null>(null);
  const links = settings.passUrls ?? [];
  const setLinks = (passUrls: PassUrl[]) => onChange({ passUrls });

  const add = () => {
    const link = { id: newId(), url: '', active: true };
    setAddedId(link.id);
    setLinks([...links, link]);
  };
  const remove = (index: number) => {
    setLinks(removed(links, index));
    addButton.current?.focus();
  };

  return (
    <Stack spacing={2} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t('quizEditor.passLinks.title')}
      </Typography>
      {links.map((link, index) => (
        <Stack key={link.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <TextField
            id={fieldId(`passUrls.${index}.url`)}
            label={t('quizEditor.passLinks.url', { number: index + 1 })}
            value={link.url}
            onChange={(event) => setLinks(replaced(links, index, { ...link, url: event.target.value }))}
            autoFocus={link.id === addedId}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
            sx={{ flex: '1 1 14rem' }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={link.active}
                onChange={(event) => setLinks(replaced(links, index, { ...link, active: event.target.checked }))}
              />
            }
            label={t('quizEditor.passLinks.active', { number: index + 1 })}
          />
          <IconButton onClick={() => remove(index)} aria-label={t('quizEditor.passLinks.remove', { number: index + 1 })}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button ref={addButton} startIcon={<AddIcon aria-hidden />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        {t('quizEditor.passLinks.add')}
      </Button>
      <TextField
        id={fieldId('passLinkMsg')}
        label={t('quizEditor.passLinks.message')}
        value={settings.passLinkMsg ?? ''}
        onChange={(event) => onChange({ passLinkMsg: event.target.value || null })}
        multiline
        minRows={2}
      />
    </Stack>
  );
}
