// The user-settings page's consent part (learner spec §2 "User settings"): the
// privacy policy and terms as the server recorded them, with their dates; this
// browser's cookie choice; "manage cookies" forgets the choice and reloads, so
// that the banner asks again.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { parseStoredConsent } from '../../../../domain/consent/cookieConsent.ts';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { forgetConsent } from './consentStorage.ts';
import type { ConsentSettingsSectionQuery } from './__generated__/ConsentSettingsSectionQuery.graphql.ts';

const query = graphql`
  query ConsentSettingsSectionQuery {
    viewer {
      learner {
        id
        privacyPolicyAccepted
        privacyPolicyAcceptedAt
        termsAccepted
        termsAcceptedAt
      }
    }
  }
`;

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

export function ConsentSettingsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('consent.settings.title')}
      </Typography>
      <Suspense fallback={<CircularProgress aria-label={t('consent.settings.loading')} size={24} />}>
        <PolicyStatus />
      </Suspense>
      <CookieStatus />
    </Paper>
  );
}

function PolicyStatus() {
  const { t, i18n } = useTranslation();
  const data = useLazyLoadQuery<ConsentSettingsSectionQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const learner = data.viewer.learner;
  const date = (value: unknown) => new Date(String(value)).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const status = (accepted: boolean | undefined, at: unknown) =>
    accepted && at ? t('consent.settings.acceptedOn', { date: date(at) }) : t('consent.settings.notAccepted');
  return (
    <List dense disablePadding>
      <ListItem disableGutters>
        <ListItemText primary={t('consent.settings.privacyPolicy')} secondary={status(learner?.privacyPolicyAccepted, learner?.privacyPolicyAcceptedAt)} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText primary={t('consent.settings.terms')} secondary={status(learner?.termsAccepted, learner?.termsAcceptedAt)} />
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
