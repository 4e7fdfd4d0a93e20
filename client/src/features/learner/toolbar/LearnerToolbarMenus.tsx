import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import BugReportIcon from '@mui/icons-material/BugReport';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { CertificatesDialog } from '../certificates/CertificatesDialog.tsx';
import { learnerHomePath } from '../learnerPaths.ts';
import { UserDetailsDialog } from '../profile/UserDetailsDialog.tsx';
import { MyProgramsMenu } from './MyProgramsMenu.tsx';
import { ToolbarDrawer } from './ToolbarDrawer.tsx';
import { useMyPrograms } from './useMyPrograms.ts';
import type { LearnerToolbarMenusQuery } from './__generated__/LearnerToolbarMenusQuery.graphql.ts';

interface Props {
  /** the user-details entry shows on the learner home only */
  showUserDetails: boolean;
}

/**
 * The signed-in learner's toolbar entries: home, My Programs, My
 * Certificates, user details and support; from 960 px as buttons, below in
 * a drawer that also holds the organisation's social links.
 */
export function LearnerToolbarMenus({ showUserDetails }: Props) {
  const { organization, viewer } = useLazyLoadQuery<LearnerToolbarMenusQuery>(
    graphql`
      query LearnerToolbarMenusQuery {
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
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer.learner) return null;
  return <Menus learner={viewer.learner} organization={organization} showUserDetails={showUserDetails} />;
}

type Data = LearnerToolbarMenusQuery['response'];

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
  return (
    <>
      <IconButton color="inherit" component={RouterLink} to={learnerHomePath()} aria-label={t('shell.home')}>
        <HomeIcon />
      </IconButton>
      <MyProgramsMenu programs={programs} />
      <IconButton color="inherit" onClick={() => setDialog('certificates')} aria-label={t('shell.myCertificates')}>
        <WorkspacePremiumIcon />
      </IconButton>
      {showUserDetails && (
        <IconButton color="inherit" onClick={() => setDialog('details')} aria-label={t('shell.userDetails')}>
          <PersonIcon />
        </IconButton>
      )}
      {organization.supportLink && (
        <IconButton color="inherit" href={organization.supportLink} target="_blank" rel="noopener noreferrer" aria-label={t('learnerEntry.support')}>
          <SupportAgentIcon />
        </IconButton>
      )}
      <IconButton color="inherit" component={RouterLink} to="/TicketReport" aria-label={t('ticketReport.link')}>
        <BugReportIcon />
      </IconButton>
      {dialogs}
    </>
  );
}
