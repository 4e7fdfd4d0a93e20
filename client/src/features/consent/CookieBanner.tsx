// The cookie banner (learner spec §2, §4, §9), on every page (RootLayout): it
// shows 1 s after load when no choice is stored; accept all, reject all, or
// accept the selected kinds. A labelled, non-modal region: it takes the focus
// only when nothing else has it, and gives it back after the choice.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_ACCEPTED, ALL_REJECTED, COOKIE_BANNER_DELAY_MS, DEFAULT_PREFERENCES } from '../../../../domain/consent/cookieConsent.ts';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { saveConsent } from './consentStorage.ts';
import { CookieConsentSync } from './CookieConsentSync.tsx';

export function CookieBanner() {
  const stored = useStoredItem('cookieConsent');
  return (
    <>
      <CookieConsentSync />
      {!stored && <DelayedBanner />}
    </>
  );
}

function DelayedBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return visible ? <BannerPanel /> : null;
}

function BannerPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const [selected, setSelected] = useState({ functional: DEFAULT_PREFERENCES.functional, analytics: DEFAULT_PREFERENCES.analytics });
  const panel = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<Element | null>(null);

  useEffect(() => {
    // Nothing has the focus yet (the page just loaded): the banner takes it. Never while the visitor is typing elsewhere.
    const active = document.activeElement;
    if (!active || active === document.body) panel.current?.focus();
    else previousFocus.current = active;
  }, []);

  const choose = (preferences: { functional: boolean; analytics: boolean }) => {
    const back = previousFocus.current;
    saveConsent({ functional: preferences.functional, analytics: preferences.analytics });
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  return (
    <Paper
      ref={panel}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, md: 24 },
        bottom: { xs: 8, md: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        p: { xs: 2, md: 3 },
        maxWidth: 960,
        mx: 'auto',
        maxHeight: '80vh',
        overflowY: 'auto',
        outline: 'none',
      }}
    >
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('consent.banner.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('consent.banner.text')}{' '}
        {/* a plain hash link: the banner also shows on the sign-in screen before the router loads */}
        <a href="#/privacy-policy">{t('consent.banner.privacyLink')}</a>
      </Typography>
      <FormGroup row aria-label={t('consent.banner.kinds')} sx={{ mb: 1 }}>
        <FormControlLabel control={<Checkbox checked disabled />} label={t('consent.kinds.essential')} />
        <FormControlLabel
          control={<Checkbox checked={selected.functional} onChange={(event) => setSelected((s) => ({ ...s, functional: event.target.checked }))} />}
          label={t('consent.kinds.functional')}
        />
        <FormControlLabel
          control={<Checkbox checked={selected.analytics} onChange={(event) => setSelected((s) => ({ ...s, analytics: event.target.checked }))} />}
          label={t('consent.kinds.analytics')}
        />
      </FormGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => choose(ALL_REJECTED)}>
          {t('consent.banner.rejectAll')}
        </Button>
        <Button variant="outlined" onClick={() => choose(selected)}>
          {t('consent.banner.acceptSelected')}
        </Button>
        <Button variant="contained" onClick={() => choose(ALL_ACCEPTED)}>
          {t('consent.banner.acceptAll')}
        </Button>
      </Stack>
    </Paper>
  );
}
