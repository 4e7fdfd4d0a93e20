import Breadcrumbs from '@mui/material/Breadcrumbs';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, Navigate } from 'react-router';
import { ZOOM } from '../../../../../domain/media/viewer.ts';
import { programTreePath } from '../learnerPaths.ts';
import { FolderProgressCircle } from '../program/FolderProgressCircle.tsx';
import { findNode } from '../program/itemTree.ts';
import { MarkCompletedCheckbox } from '../program/MarkCompletedCheckbox.tsx';
import { useProgramTree } from '../program/useProgramTree.ts';
import { ContentOverlay } from '../viewers/ContentOverlay.tsx';
import { useViewerSwap } from '../viewers/useViewerSwap.ts';
import { FolderItemCard } from './FolderItemCard.tsx';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import type { useOrganizationColor_organization$key } from '../__generated__/useOrganizationColor_organization.graphql.ts';
import type { FolderContent_program$key } from './__generated__/FolderContent_program.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

interface Props {
  programRef: FolderContent_program$key;
  organizationRef: useOrganizationColor_organization$key;
  programId: string;
  /** the account in the URL, used until the program names its own */
  domainId: string;
  folderId: string;
}

/** The folder's name, progress and mark, then its children as cards (12, 6, 4 and 3 columns). */
export function FolderContent({ programRef, organizationRef, programId, domainId: domainIdInUrl, folderId }: Props) {
  const { t } = useTranslation();
  const program = useFragment(
    graphql`
      fragment FolderContent_program on Program {
        name
        primaryColor
        domainId
        readOnly
        disableDownloads
        ...useProgramTree_program
      }
    `,
    programRef,
  );
  useOrganizationColor(organizationRef, program.primaryColor);
  const { readOnly, disableDownloads, name: programName } = program;
  const domainId = program.domainId || domainIdInUrl;
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { roots, progress } = useProgramTree(program);
  const { shown: shownId, pending: pendingId, show } = useViewerSwap<string>();
  const [zoom, setZoom] = useState<number>(ZOOM.default);
  const folder = findNode(roots, folderId);
  if (!folder || folder.item.itemType !== 'folder' || folder.item.locked) return <Navigate to="/login" replace />;
  const selected = findNode(roots, pendingId ?? shownId);
  const shown = findNode(roots, shownId);

  return (
    <>
      <Breadcrumbs aria-label={t('folder.breadcrumbs')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={programTreePath({ domainId, programId })} sx={{ py: 1.5, display: 'inline-block' }}>
          <UserText>{programName}</UserText>
        </Link>
        <Typography color="text.primary"><UserText>{folder.item.name}</UserText></Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', md: '2rem' } }}>
          <UserText>{folder.item.name}</UserText>
        </Typography>
        <FolderProgressCircle progress={progress.get(folder.item.id)} name={folder.item.name} size={48} />
        {folder.item.addToCompletion && (
          <MarkCompletedCheckbox itemId={folder.item.id} name={folder.item.name} checked={folder.item.markedCompleted} readOnly={readOnly} />
        )}
      </Stack>
      {folder.children.length === 0 ? (
        <Typography color="text.secondary">{t('folder.empty')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {folder.children.map((child) => (
            <Grid key={child.item.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <FolderItemCard
                node={child}
                progress={progress.get(child.item.id)}
                domainId={domainId}
                programId={programId}
                readOnly={readOnly}
                disableDownloads={disableDownloads}
                inline={desktop}
                onOpenFullScreen={(node) => show(node.item.id)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ContentOverlay
        open={!desktop && selected !== null}
        title={selected?.item.name ?? ''}
        itemRef={shown?.item ?? null}
        disableDownloads={disableDownloads}
        zoom={zoom}
        onZoom={setZoom}
        onClose={() => show(null)}
      />
    </>
  );
}
