// The frame of every administrator's page (the account owner's, the
// organisation holder's, the platform admin's): the top bar, then the page's
// main landmark with its heading (h1), its way back and its own actions, then
// its content. One place for the look, so the pages stay alike (issue 31).
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import type { AdminLevel } from '../../storage/adminSession.ts';
import { BackButton } from '../shell/BackButton.tsx';
import { BackLink } from '../shell/BackLink.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';
import { useAdminSignOut } from './useAdminSignOut.ts';
import { WorkScreenBar } from './WorkScreenBar.tsx';

/** The administrators' bar: whose page it is, who is signed in, the bar's actions, and signing out of `signOut`'s level. */
export interface SignedInBar {
  signOut: AdminLevel;
  title: string;
  subtitle?: string | null;
  /** the main actions, always in the bar */
  actions?: ReactNode;
  /** the other actions: words from 960 px, the "More" menu below (AdminTopBar) */
  more?: ReactNode;
}

/** Who an account's page is for, as the pages read it: its name, its owner's e-mail or username. */
interface OwnedAccount {
  alias: string;
  email?: string | null;
  username?: string | null;
}

/** The account owner's bar: the account's name, then who is signed in (the account's e-mail, else a username). */
export function ownerBar(account: OwnedAccount, viewerUsername: string | null | undefined): SignedInBar {
  return { signOut: 'account', title: account.alias, subtitle: account.email ?? account.username ?? viewerUsername };
}

/** A work screen's bar (the quiz editor, a quiz's results): back to `back`, the screen's name, the language. */
interface WorkBar {
  back: string;
  title: string;
}

export interface AdminPageProps {
  bar: SignedInBar | WorkBar;
  /** the page's heading (h1); without it the content carries its own (a quiz's name, the editor's title) */
  title?: string;
  /** the way back: a path is an arrow before the heading; with a label it is a link in words above it */
  back?: string | { to: string; label: string };
  /** the page's own buttons, at the heading's end */
  actions?: ReactNode;
  /** what stands above the heading (the platform's maintenance switch) */
  before?: ReactNode;
  width?: 'md' | 'lg';
  /**
   * The account owner's pages leave the width to their trees and tables on a
   * phone (narrow, the default); the holder's and the platform admin's keep
   * the usual side margins.
   */
  gutters?: 'narrow' | 'usual';
  /** shown in the frame while the content loads (a page whose bar needs no data) */
  loading?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ bar, title, back, actions, before, width = 'lg', gutters = 'narrow', loading, children }: AdminPageProps) {
  const arrowBack = typeof back === 'string' ? back : undefined;
  return (
    <>
      {'signOut' in bar ? <SignedInTopBar {...bar} /> : <WorkScreenBar title={bar.title} back={bar.back} />}
      <Container component="main" maxWidth={width} sx={{ py: { xs: 2, md: 4 }, ...(gutters === 'narrow' && { px: { xs: 1, sm: 2 } }) }}>
        {before}
        {typeof back === 'object' && <BackLink to={back.to} label={back.label} sx={{ mb: 1 }} />}
        {title !== undefined && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              {arrowBack && <BackButton fallback={arrowBack} to={arrowBack} color="primary" />}
              <Typography variant="h4" component="h1">
                {title}
              </Typography>
            </Stack>
            {actions}
          </Stack>
        )}
        {loading === undefined ? children : <Suspense fallback={loading}>{children}</Suspense>}
      </Container>
    </>
  );
}

function SignedInTopBar({ signOut: level, title, subtitle, actions, more }: SignedInBar) {
  const [signOut, signingOut] = useAdminSignOut(level);
  return (
    <AdminTopBar title={title} subtitle={subtitle} onSignOut={signOut} signingOut={signingOut} more={more}>
      {actions}
    </AdminTopBar>
  );
}
