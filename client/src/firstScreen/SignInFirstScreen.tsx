import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { PageEnd } from '../features/shell/PageEnd.tsx';
import { entryTarget, type EntryParams } from '../features/learner/entry/entryTarget.ts';
import { LearnerEntryPage, type EntryOrganization } from '../features/learner/entry/LearnerEntryPage.tsx';
import { useSetOrganizationColor } from '../theme/OrganizationColorContext.ts';
import { EntryToolbar } from './EntryToolbar.tsx';
import { PRERENDERED_ATTRIBUTE } from './handover.ts';

interface Props {
  organization: EntryOrganization & { readonly primaryColor: string | null | undefined };
  path: string;
  params: EntryParams;
  /** rendered at build time into index.html (prerender/renderSignInFirst.tsx): shown before any script runs, its language menu not yet usable */
  prerendered?: boolean;
}

/**
 * The learner sign-in screen of a first visit, before the app loads: the same
 * page as the app's /login (LearnerEntryPage) in the same frame (toolbar,
 * footer, cookie banner), without Relay and the router. Signing in moves the
 * hash to the learner's page, and the app takes over there (showSignInFirst.tsx).
 */
export function SignInFirstScreen({ organization, path, params, prerendered = false }: Props) {
  const setOrganizationColor = useSetOrganizationColor();
  const color = organization.primaryColor ?? null;
  useEffect(() => setOrganizationColor(color), [color, setOrganizationColor]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }} {...(prerendered && { [PRERENDERED_ATTRIBUTE]: '' })}>
      <EntryToolbar languageMenuReady={!prerendered} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <LearnerEntryPage
          organization={organization}
          fromQuizLink={Boolean(params.quizCode)}
          onSignedIn={() => {
            window.location.hash = `#${entryTarget(params)}`;
          }}
        />
      </Box>
      <PageEnd pathname={path} />
    </Box>
  );
}
