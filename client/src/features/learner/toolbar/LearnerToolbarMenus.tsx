import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import BugReportIcon from '@mui/icons-material/BugReport';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { CertificatesDialog } from '../certificates/CertificatesDialog.tsx';
import { learnerHomePath } from '../learnerPaths.ts';
import { UserDetailsDialog } from '../profile/UserDetailsDialog.tsx';
import { MyProgramsMenu } from './MyProgramsMenu.tsx';
import { ToolbarDrawer } from './ToolbarDrawer.tsx';
import { useMyPrograms } from './useMyPrograms.ts';
import type { LearnerToolbarMenusQuery } from './__generated__/LearnerToolbarMenusQuery.graphql.ts';

interface Props {
  /** the query the learner layout's route loads */
  queryRef: PreloadedQuery<LearnerToolbarMenusQuery>;
  /** the user-details entry shows on the learner home only */
  showUserDetails: boolean;
}

/**
 * The signed-in learner's toolbar entries: home, My Programs, My
 * Certificates, user details, support and reporting a problem; from 960 px as
 * buttons with words, below in a drawer opened by a "More" button, which also
 * holds the organisation's social links.
 */
export function LearnerToolbarMenus({ queryRef, showUserDetails }: Props) {
  const { organization, viewer } = usePreloadedQuery<LearnerToolbarMenusQuery>(
    graphql`
      query LearnerToolbarMenusQuery @preloadable {
        organization {
          supportLink
          ...SocialLinkItems_organization
        }
        viewer {
          learner {
            id
            ...useMyPrograms_learner
            ...CertificatesDialog_learner
            ...UserDetailsDialog_learner
          }
        }
      }
    `,
    queryRef,
  );
  if (!viewer.learner) return null;
  return <Menus learner={viewer.learner} organization={organization} showUserDetails={showUserDetails} />;
}

type Data = LearnerToolbarMenusQuery['response'];

/** A button's words stay on one line; the toolbar wraps between buttons instead. */
const NO_WRAP = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

function Menus({
  learner,
  organization,
  showUserDetails,
}: {
  learner: NonNullable<Data['viewer']['learner']>;
  organization: Data['organization'];
  showUserDetails: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const programs = useMyPrograms(learner);
  const [dialog, setDialog] = useState<'certificates' | 'details' | null>(null);
  const dialogs = (
    <>
      <CertificatesDialog learnerRef={learner} open={dialog === 'certificates'} onClose={() => setDialog(null)} />
      <UserDetailsDialog learnerRef={learner} open={dialog === 'details'} onClose={() => setDialog(null)} />
    </>
  );
  if (!desktop) {
    return (
      <>
        <ToolbarDrawer
          programs={programs}
          supportLink={organization.supportLink}
          organizationRef={organization}
          showUserDetails={showUserDetails}
          onCertificates={() => setDialog('certificates')}
          onUserDetails={() => setDialog('details')}
        />
        {dialogs}
      </>
    );
  }
  // From 960 px every entry is a button with its icon and its name in words.
  return (
    <>
      <Button color="inherit" component={RouterLink} to={learnerHomePath()} startIcon={<HomeIcon />} sx={NO_WRAP}>
        {t('shell.home')}
      </Button>
      <MyProgramsMenu programs={programs} />
      <Button color="inherit" onClick={() => setDialog('certificates')} startIcon={<WorkspacePremiumIcon />} aria-haspopup="dialog" sx={NO_WRAP}>
        {t('shell.myCertificates')}
      </Button>
      {showUserDetails && (
        <Button color="inherit" onClick={() => setDialog('details')} startIcon={<PersonIcon />} aria-haspopup="dialog" sx={NO_WRAP}>
          {t('shell.userDetails')}
        </Button>
      )}
      {organization.supportLink && (
        <Button color="inherit" href={organization.supportLink} target="_blank" rel="noopener noreferrer" startIcon={<SupportAgentIcon />} sx={NO_WRAP}>
          {t('learnerEntry.support')}
        </Button>
      )}
      <Button color="inherit" component={RouterLink} to="/TicketReport" startIcon={<BugReportIcon />} sx={NO_WRAP}>
        {t('ticketReport.link')}
      </Button>
      {dialogs}
    </>
  );
}
