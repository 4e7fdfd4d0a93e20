import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { readStored, writeStored } from '../../storage/browserStorage.ts';
import { clearLearnerSession } from '../../storage/learnerSession.ts';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';
import { UserText } from '../shell/userText/UserText.tsx';

/**
 * The learner sign-in serves the stored organisation (x-org-alias): a visitor
 * who signs in from an organisation's public page signs in to that one. A
 * session of another organisation does not belong here and ends.
 */
function rememberOrganization(alias: string) {
  if (readStored('org') !== alias) clearLearnerSession();
  writeStored({ org: alias });
}

/**
 * The light header of the public pages (no learner toolbar, banner or
 * background there): the organisation's name or a link to its page, the
 * language menu, and sign-in and register, both to the learner sign-in.
 */
export function PublicHeader({ alias, title, titleIsHeading = false }: { alias: string; title: ReactNode; titleIsHeading?: boolean }) {
  const { t } = useTranslation();
  const toSignIn = { component: RouterLink, to: '/login', onClick: () => rememberOrganization(alias) } as const;
  return (
    <AppBar component="header" position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
        <Typography variant="h6" component={titleIsHeading ? 'h1' : 'p'} sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LanguageMenu />
          <Button variant="outlined" {...toSignIn}>
            {t('publicPages.register')}
          </Button>
          <Button variant="contained" {...toSignIn}>
            {t('publicPages.signIn')}
          </Button>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}

/** The header's title on a course page: a link back to the organisation's landing page. */
export function OrganizationPageLink({ to, label }: { to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover" sx={{ display: 'inline-block', py: 1 }}>
      <UserText>{label}</UserText>
    </Link>
  );
}
