// The landing page editor: the live/offline switch (saved at once), the mode
// (template or html, by the public page's own rule: domain/organization/landingPageMode.ts), the form and its live preview, which
// renders the public page's own views with the unsaved values.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { readLandingTemplate } from '../../../../../domain/organization/landingTemplate.ts';
import { landingPageMode } from '../../../../../domain/organization/landingPageMode.ts';
import { LandingHtmlView } from '../../landing/LandingHtmlView.tsx';
import { LandingTemplateView } from '../../landing/LandingTemplateView.tsx';
import { useSaveOrgProperty } from '../settings/useSaveOrgProperty.ts';
import type { LandingEditor_organization$key } from './__generated__/LandingEditor_organization.graphql.ts';
import { TemplateForm } from './TemplateForm.tsx';
import { draftOf, templateOf, templateProblems } from './templateProblems.ts';

type Mode = 'template' | 'html';

export function LandingEditor({ organizationRef }: { organizationRef: LandingEditor_organization$key }) {
  const { t } = useTranslation();
  const organization = useFragment(
    graphql`
      fragment LandingEditor_organization on Organization {
        isLive
        landingPageHtml
        landingPageTemplate
      }
    `,
    organizationRef,
  );
  const [save, saving] = useSaveOrgProperty();
  // the public page's rule (the HTML arrives sanitised): html mode while any HTML is left
  const [mode, setMode] = useState<Mode>(landingPageMode(organization.landingPageHtml) === 'HTML' ? 'html' : 'template');
  const [draft, setDraft] = useState(() => draftOf(readLandingTemplate(organization.landingPageTemplate)));
  const [html, setHtml] = useState(organization.landingPageHtml ?? '');
  const [live, setLive] = useState(organization.isLive);
  // A refusal of the server marks its field (landingPageTemplate.<path>) until the form changes.
  const [refused, setRefused] = useState<Record<string, string>>({});
  const localProblems = mode === 'template' ? templateProblems(draft) : {};
  const invalid = Object.keys(localProblems).length > 0;
  const problems = { ...refused, ...localProblems };
  const edit = (next: typeof draft) => {
    setDraft(next);
    setRefused({});
  };

  const switchLive = async (value: boolean) => {
    setLive(value);
    const outcome = await save('isLive', value, value ? 'orgSettings.landing.nowLive' : 'orgSettings.landing.nowOffline');
    if (!outcome.ok) setLive(!value);
  };

  const saveLanding = async () => {
    if (mode === 'html') return save('landingPageHtml', html, 'orgSettings.landing.saved');
    const outcome = await save('landingPageTemplate', templateOf(draft), 'orgSettings.landing.saved');
    const field = outcome.field?.startsWith('landingPageTemplate.') ? outcome.field.slice('landingPageTemplate.'.length) : null;
    if (field) setRefused({ [field]: errorMessageKey(outcome.code) });
    // Template mode is an organisation without landing HTML.
    if (outcome.ok && organization.landingPageHtml) await save('landingPageHtml', null, 'orgSettings.landing.saved');
    return outcome;
  };

  return (
    <Paper component="section" aria-labelledby="org-landing-heading" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="org-landing-heading" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('orgSettings.landing.title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={live} disabled={saving} onChange={(event) => void switchLive(event.target.checked)} />}
          label={t('orgSettings.landing.live')}
        />
      </Stack>
      <ToggleButtonGroup
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label={t('orgSettings.landing.mode')}
        size="small"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="template">{t('orgSettings.landing.templateMode')}</ToggleButton>
        <ToggleButton value="html">{t('orgSettings.landing.htmlMode')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2}>
          {mode === 'template' ? (
            <TemplateForm draft={draft} onChange={edit} problems={problems} />
          ) : (
            <TextField
              label={t('orgSettings.landing.html')}
              value={html}
              onChange={(event) => setHtml(event.target.value)}
              multiline
              minRows={12}
              helperText={t('orgSettings.landing.htmlHint')}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 100_000, style: { fontFamily: 'monospace' } } }}
            />
          )}
          <Box>
            <Button variant="contained" disabled={saving || invalid} onClick={() => void saveLanding()}>
              {t('orgSettings.landing.save')}
            </Button>
          </Box>
        </Stack>
        <Box component="section" aria-labelledby="org-landing-preview">
          <Typography id="org-landing-preview" variant="subtitle1" component="h3" gutterBottom>
            {t('orgSettings.landing.preview')}
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', maxHeight: 640, overflowY: 'auto' }} data-testid="landing-preview">
            {mode === 'template' ? <LandingTemplateView template={templateOf(draft)} bannerAlt={t('orgSettings.landing.banner')} /> : <LandingHtmlView html={html} />}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
