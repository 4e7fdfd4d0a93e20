import CloseIcon from '@mui/icons-material/Close';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import BugReportIcon from '@mui/icons-material/BugReport';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { learnerHomePath } from '../learnerPaths.ts';
import { SocialLinkItems } from './SocialLinkItems.tsx';
import type { MyProgram } from './useMyPrograms.ts';
import type { SocialLinkItems_organization$key } from './__generated__/SocialLinkItems_organization.graphql.ts';

interface Props {
  programs: readonly MyProgram[];
  supportLink: string | null | undefined;
  organizationRef: SocialLinkItems_organization$key;
  showUserDetails: boolean;
  onCertificates: () => void;
  onUserDetails: () => void;
}

/** On phones the toolbar's entries fold into a drawer opened by a "More" button (its name in words), with the organisation's social links. */
export function ToolbarDrawer({ programs, supportLink, organizationRef, showUserDetails, onCertificates, onUserDetails }: Props) {
  const { t } = useTranslation();
  const drawerId = useId();
  const programsHeadingId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const then = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<MenuIcon />}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0 }}
      >
        {t('shell.more')}
      </Button>
      <Drawer id={drawerId} anchor="right" open={open} onClose={close}>
        <Box component="nav" aria-label={t('shell.more')} sx={{ width: 280, maxWidth: '85vw' }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
            <IconButton onClick={close} aria-label={t('viewer.close')}>
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            <ListItemButton component={RouterLink} to={learnerHomePath()} onClick={close}>
              <ListItemIcon>
                <HomeIcon />
              </ListItemIcon>
              <ListItemText primary={t('shell.home')} />
            </ListItemButton>
            <ListItemButton onClick={then(onCertificates)}>
              <ListItemIcon>
                <WorkspacePremiumIcon />
              </ListItemIcon>
              <ListItemText primary={t('shell.myCertificates')} />
            </ListItemButton>
            {showUserDetails && (
              <ListItemButton onClick={then(onUserDetails)}>
                <ListItemIcon>
                  <PersonIcon />
                </ListItemIcon>
                <ListItemText primary={t('shell.userDetails')} />
              </ListItemButton>
            )}
            {supportLink && (
              <ListItemButton component="a" href={supportLink} target="_blank" rel="noopener noreferrer">
                <ListItemIcon>
                  <SupportAgentIcon />
                </ListItemIcon>
                <ListItemText primary={t('learnerEntry.support')} />
              </ListItemButton>
            )}
            <ListItemButton component={RouterLink} to="/TicketReport" onClick={close}>
              <ListItemIcon>
                <BugReportIcon />
              </ListItemIcon>
              <ListItemText primary={t('ticketReport.link')} />
            </ListItemButton>
          </List>
          <Divider />
          <List aria-labelledby={programsHeadingId} subheader={<ListSubheader id={programsHeadingId}>{t('shell.myPrograms')}</ListSubheader>}>
            {programs.map((program) => (
              <ListItemButton
                key={`${program.closed}-${program.id}`}
                component={RouterLink}
                to={learnerHomePath({ domainId: program.id, closed: program.closed })}
                onClick={close}
              >
                {program.closed && (
                  <ListItemIcon>
                    <LockIcon fontSize="small" />
                  </ListItemIcon>
                )}
                <ListItemText inset={!program.closed} primary={program.name} secondary={program.closed ? t('learnerHome.closedProgram') : undefined} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <List aria-label={t('shell.socialLinks')}>
            <SocialLinkItems organizationRef={organizationRef} />
          </List>
        </Box>
      </Drawer>
    </>
  );
}
