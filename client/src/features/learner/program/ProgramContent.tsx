import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { ZOOM } from '../../../../../domain/media/viewer.ts';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import { ContentOverlay } from '../viewers/ContentOverlay.tsx';
import { useViewerSwap } from '../viewers/useViewerSwap.ts';
import { AccordionTree } from './AccordionTree.tsx';
import { findNode } from './itemTree.ts';
import { ProgramHeader } from './ProgramHeader.tsx';
import { ProgramTreeContext, type ProgramTreeState } from './ProgramTreeContext.ts';
import { TreeList } from './TreeList.tsx';
import { TreeSearchField } from './TreeSearchField.tsx';
import { useProgramTree } from './useProgramTree.ts';
import { useTreeSearch } from './useTreeSearch.ts';
import { ViewerPane } from './ViewerPane.tsx';
import type { useOrganizationColor_organization$key } from '../__generated__/useOrganizationColor_organization.graphql.ts';
import type { ProgramContent_program$key } from './__generated__/ProgramContent_program.graphql.ts';

interface Props {
  programRef: ProgramContent_program$key;
  organizationRef: useOrganizationColor_organization$key;
  programId: string;
  /** the account in the URL, used until the program names its own */
  domainId: string;
}

/**
 * The program page once loaded. From 960 px: the header, then the searchable
 * tree beside the viewer. Below: the header, the search and an accordion
 * tree; an opened item fills the screen.
 */
export function ProgramContent({ programRef, organizationRef, programId, domainId: domainIdInUrl }: Props) {
  const { t } = useTranslation();
  const program = useFragment(
    graphql`
      fragment ProgramContent_program on Program {
        primaryColor
        domainId
        readOnly
        disableDownloads
        ...ProgramHeader_program
        ...useProgramTree_program
      }
    `,
    programRef,
  );
  useOrganizationColor(organizationRef, program.primaryColor);
  const { readOnly, disableDownloads } = program;
  const domainId = program.domainId || domainIdInUrl;
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const contentHeadingId = useId();
  const { roots, progress } = useProgramTree(program);
  const search = useTreeSearch(roots);
  const { shown: shownId, pending: pendingId, show } = useViewerSwap<string>();
  const [zoom, setZoom] = useState<number>(ZOOM.default);
  const selectedId = pendingId ?? shownId;
  const shown = findNode(roots, shownId);
  const selected = findNode(roots, selectedId);

  const state = useMemo<ProgramTreeState>(
    () => ({
      expanded: search.expanded,
      toggle: search.toggle,
      visibleIds: search.result?.visibleIds ?? null,
      progress,
      selectedId,
      openItem: (node) => show(node.item.id),
      readOnly,
      domainId,
      programId,
    }),
    [search.expanded, search.toggle, search.result, progress, selectedId, show, readOnly, domainId, programId],
  );

  const tree = (
    <Paper component="nav" aria-labelledby={contentHeadingId} sx={{ p: { xs: 1, md: 2 } }}>
      <Typography id={contentHeadingId} variant="h6" component="h2" gutterBottom>
        {t('program.content')}
      </Typography>
      <TreeSearchField text={search.text} onText={search.setText} result={search.result} />
      {roots.length === 0 ? (
        <Typography color="text.secondary">{t('program.empty')}</Typography>
      ) : desktop ? (
        <TreeList nodes={roots} />
      ) : (
        <AccordionTree roots={roots} />
      )}
    </Paper>
  );

  return (
    <ProgramTreeContext value={state}>
      <ProgramHeader programRef={program} roots={roots} progress={progress} />
      {desktop ? (
        <Grid container spacing={2}>
          <Grid size={{ md: 4 }}>
            <Box sx={{ position: 'sticky', top: 80, maxHeight: 'calc(100vh - 96px)', overflow: 'auto' }}>{tree}</Box>
          </Grid>
          <Grid size={{ md: 8 }}>
            <ViewerPane
              shown={shown}
              loading={pendingId !== null}
              zoom={zoom}
              onZoom={setZoom}
              disableDownloads={disableDownloads}
            />
          </Grid>
        </Grid>
      ) : (
        <>
          {tree}
          <ContentOverlay
            open={selected !== null}
            title={selected?.item.name ?? ''}
            itemRef={shown?.item ?? null}
            disableDownloads={disableDownloads}
            zoom={zoom}
            onZoom={setZoom}
            onClose={() => show(null)}
          />
        </>
      )}
    </ProgramTreeContext>
  );
}
