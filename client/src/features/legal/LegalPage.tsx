import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { BackButton } from '../shell/BackButton.tsx';
import { useGoBack } from '../shell/useGoBack.ts';
import { readStored } from '../../storage/browserStorage.ts';
import { ManageCookiesButton } from '../consent/ConsentSettingsSection.tsx';
import { useAcceptPolicyMutation } from '../consent/mutations/AcceptPolicyMutation.ts';
import { recordPolicyAcceptance, type Policy } from './policyAcceptance.ts';

interface Section {
  title: string;
  body: string;
}

/** The privacy policy or the terms of service, in either language. */
export function LegalPage({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const goBack = useGoBack('/');
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  const sections = t(`legal.${policy}.sections`, { returnObjects: true }) as Section[];

  const [acceptOnServer, accepting] = useAcceptPolicyMutation();
  const [failed, setFailed] = useState(false);

  // A signed-in learner's acceptance is recorded on the server (its time is the date the settings show); the form that sent a visitor here reads the session's.
  const accept = async () => {
    if (readStored('learnerToken')) {
      const outcome = await acceptOnServer(policy === 'privacy' ? 'PRIVACY_POLICY' : 'TERMS');
      if (!outcome.ok) {
        setFailed(true);
        return;
      }
    }
    recordPolicyAcceptance(policy);
    goBack();
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <BackButton fallback="/" color="primary" />
        <Button variant="outlined" lang={other} onClick={() => void i18n.changeLanguage(other)}>
          {LANGUAGE_NAMES[other]}
        </Button>
      </Stack>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`legal.${policy}.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(`legal.${policy}.intro`)}</Typography>
      {sections.map((section) => (
        <section key={section.title}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.title}
          </Typography>
          <Typography sx={{ mb: 2 }}>{section.body}</Typography>
        </section>
      ))}
      {policy === 'privacy' && (
        <section>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('consent.settings.cookies')}
          </Typography>
          <ManageCookiesButton />
        </section>
      )}
      {searchParams.get('showAccept') === 'true' && (
        <Button variant="contained" size="large" sx={{ mt: 3 }} disabled={accepting} onClick={() => void accept()}>
          {t(`legal.${policy}.accept`)}
        </Button>
      )}
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('consent.policyAcceptFailed')}
        </Alert>
      )}
    </Container>
  );
}
