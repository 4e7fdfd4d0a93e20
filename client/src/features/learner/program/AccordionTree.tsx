import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useProgramTreeState } from './ProgramTreeContext.ts';
import { ItemActions, TreeList } from './TreeList.tsx';
import type { ProgramItemNode } from './useProgramTree.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/**
 * The phone's course content: each top-level folder is an accordion panel
 * holding its tree; top-level items that are not folders are listed first.
 */
export function AccordionTree({ roots }: { roots: readonly ProgramItemNode[] }) {
  const { expanded, toggle, visibleIds, progress } = useProgramTreeState();
  const shown = visibleIds ? roots.filter((node) => visibleIds.has(node.item.id)) : roots;
  const loose = shown.filter((node) => node.item.itemType !== 'folder');
  const folders = shown.filter((node) => node.item.itemType === 'folder');
  return (
    <Box>
      {loose.length > 0 && <TreeList nodes={loose} />}
      {folders.map((folder) => {
        const { item } = folder;
        const percent = progress.get(item.id)?.percent ?? null;
        return (
          <Accordion
            key={item.id}
            expanded={expanded.has(item.id)}
            onChange={() => toggle(item.id)}
            disabled={item.locked}
            disableGutters
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 48 }}>
              <Typography component="span" sx={{ flexGrow: 1, fontWeight: 'medium', overflowWrap: 'anywhere' }}>
                <UserText>{item.name}</UserText>
              </Typography>
              {percent !== null && (
                <Typography component="span" variant="body2" color="text.secondary" aria-hidden sx={{ mx: 1 }}>
                  {`${percent}%`}
                </Typography>
              )}
            </AccordionSummary>
            <AccordionDetails sx={{ px: 1, pt: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
                <ItemActions node={folder} />
              </Box>
              <TreeList nodes={folder.children} depth={1} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
