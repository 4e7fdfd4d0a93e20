// The user-settings page's consent part (learner spec §2 "User settings"): the
// privacy policy and terms as the server recorded them, with their dates; this
// browser's cookie choice; "manage cookies" forgets the choice and reloads, so
// that the banner asks again.
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { parseStoredConsent } from '../../../../domain/consent/cookieConsent.ts';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { forgetConsent } from './consentStorage.ts';
import type { ConsentSettingsSection_learner$key } from './__generated__/ConsentSettingsSection_learner.graphql.ts';

/** Forgets the stored choice and reloads the page (the banner then shows again). */
export function manageCookies(): void {
  forgetConsent();
  window.location.reload();
}

/** "Manage cookies", here and on the privacy policy page. */
export function ManageCookiesButton() {
  const { t } = useTranslation();
  return (
    <Button variant="outlined" sx={{ mt: 1 }} onClick={manageCookies}>
      {t('consent.settings.manageCookies')}
    </Button>
  );
}

/** The section, read with the settings page's query (privacy/UserSettingsScreen.tsx). */
export function ConsentSettingsSection({ learnerRef }: { learnerRef: ConsentSettingsSection_learner$key }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('consent.settings.title')}
      </Typography>
      <PolicyStatus learnerRef={learnerRef} />
      <CookieStatus />
    </Paper>
  );
}

function PolicyStatus({ learnerRef }: { learnerRef: ConsentSettingsSection_learner$key }) {
  const { t, i18n } = useTranslation();
  const learner = useFragment(
    graphql`
      fragment ConsentSettingsSection_learner on Learner {
        privacyPolicyAccepted
        privacyPolicyAcceptedAt
        termsAccepted
        termsAcceptedAt
      }
    `,
    learnerRef,
  );
  const date = (value: unknown) => new Date(String(value)).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const status = (accepted: boolean, at: unknown) =>
    accepted && at ? t('consent.settings.acceptedOn', { date: date(at) }) : t('consent.settings.notAccepted');
  return (
    <List dense disablePadding>
      <ListItem disableGutters>
        <ListItemText primary={t('consent.settings.privacyPolicy')} secondary={status(learner.privacyPolicyAccepted, learner.privacyPolicyAcceptedAt)} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText primary={t('consent.settings.terms')} secondary={status(learner.termsAccepted, learner.termsAcceptedAt)} />
      </ListItem>
    </List>
  );
}

function CookieStatus() {
  const { t } = useTranslation();
  const record = parseStoredConsent(useStoredItem('cookieConsent'));
  const onOff = (on: boolean) => t(on ? 'consent.settings.on' : 'consent.settings.off');
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {t('consent.settings.cookies')}
      </Typography>
      {record ? (
        <List dense disablePadding aria-label={t('consent.settings.cookies')}>
          {(['essential', 'functional', 'analytics'] as const).map((kind) => (
            <ListItem key={kind} disableGutters>
              <ListItemText primary={t(`consent.kinds.${kind}`)} secondary={onOff(record.preferences[kind])} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2">{t('consent.settings.noChoice')}</Typography>
      )}
      <ManageCookiesButton />
    </>
  );
}
