import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { folderViewPath } from '../learnerPaths.ts';
import { QuizResultsButton } from '../../quiz/QuizResultsButton.tsx';
import { quizViewPath } from '../../quiz/quizPaths.ts';
import { viewerKindOf } from '../viewers/viewerKind.ts';
import { FolderProgressCircle } from './FolderProgressCircle.tsx';
import { ItemIcon } from './ItemIcon.tsx';
import { MarkCompletedCheckbox } from './MarkCompletedCheckbox.tsx';
import { useProgramTreeState } from './ProgramTreeContext.ts';
import { QuizStatusIcon } from './QuizStatusIcon.tsx';
import type { ProgramItemNode } from './useProgramTree.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/**
 * One level of the course-content tree as a list: folders are buttons that
 * open and close their own list (aria-expanded), items open in the viewer,
 * quizzes and links go where they lead. Tab reaches every control.
 */
export function TreeList({ nodes, depth = 0 }: { nodes: readonly ProgramItemNode[]; depth?: number }) {
  const { visibleIds } = useProgramTreeState();
  const shown = visibleIds ? nodes.filter((node) => visibleIds.has(node.item.id)) : nodes;
  return (
    <List disablePadding sx={{ pl: depth > 0 ? 2 : 0 }}>
      {shown.map((node) => (
        <TreeRow key={node.item.id} node={node} depth={depth} />
      ))}
    </List>
  );
}

function TreeRow({ node, depth }: { node: ProgramItemNode; depth: number }) {
  const state = useProgramTreeState();
  const kind = viewerKindOf(node.item);
  const open = kind === 'folder' && state.expanded.has(node.item.id);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <RowButton node={node} open={open} />
        <ItemActions node={node} />
      </Box>
      {kind === 'folder' && (
        <Collapse in={open} unmountOnExit>
          <TreeList nodes={node.children} depth={depth + 1} />
        </Collapse>
      )}
    </Box>
  );
}

/** What sits beside an item's name: progress or quiz status, the completed mark, the folder page link. */
export function ItemActions({ node }: { node: ProgramItemNode }) {
  const { t } = useTranslation();
  const state = useProgramTreeState();
  const { item } = node;
  const kind = viewerKindOf(item);
  return (
    <>
      {kind === 'folder' && <FolderProgressCircle progress={state.progress.get(item.id)} name={item.name} size={36} />}
      {kind === 'quiz' && item.quiz && <QuizStatusIcon hasAnswer={item.quiz.hasAnswer} hasExternalGrade={item.quiz.hasExternalGrade} />}
      {item.addToCompletion && !item.locked && (
        <MarkCompletedCheckbox itemId={item.id} name={item.name} checked={item.markedCompleted} readOnly={state.readOnly} />
      )}
      {kind === 'folder' && !item.locked && (
        <IconButton
          component={RouterLink}
          to={folderViewPath({ domainId: state.domainId, programId: state.programId, folderId: item.id })}
          aria-label={t('program.openFolderPage', { name: item.name })}
        >
          <DriveFileMoveIcon />
        </IconButton>
      )}
    </>
  );
}

function RowButton({ node, open }: { node: ProgramItemNode; open: boolean }) {
  const { t } = useTranslation();
  const state = useProgramTreeState();
  const { item } = node;
  const kind = viewerKindOf(item);
  const sx = { flexGrow: 1, minWidth: 0, minHeight: 44, borderRadius: 1 };
  const label = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <ItemIcon kind={kind} open={open} locked={item.locked} />
      </ListItemIcon>
      <ListItemText
        primary={<UserText>{item.name}</UserText>}
        secondary={item.locked ? t('program.locked') : undefined}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </>
  );
  if (item.locked) {
    return (
      <ListItemButton disabled sx={sx}>
        {label}
      </ListItemButton>
    );
  }
  switch (kind) {
    case 'folder':
      return (
        <ListItemButton aria-expanded={open} onClick={() => state.toggle(item.id)} sx={sx}>
          {label}
        </ListItemButton>
      );
    case 'quiz':
      return item.quiz ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <ListItemButton component={RouterLink} to={quizViewPath({ quizId: item.quiz.id, isForm: item.quiz.isForm })} sx={{ ...sx, flexGrow: 1 }}>
            {label}
          </ListItemButton>
          <QuizResultsButton quizId={item.quiz.id} quizName={item.name} hasAnswer={item.quiz.hasAnswer || item.quiz.hasExternalGrade} isForm={item.quiz.isForm} />
        </Box>
      ) : (
        <ListItemButton disabled sx={sx}>
          {label}
        </ListItemButton>
      );
    case 'link':
      return (
        <ListItemButton component="a" href={item.src ?? undefined} target="_blank" rel="noopener noreferrer" sx={sx}>
          {label}
          <OpenInNewIcon fontSize="small" color="action" aria-hidden />
        </ListItemButton>
      );
    default: {
      const selected = state.selectedId === item.id;
      return (
        <ListItemButton selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => state.openItem(node)} sx={sx}>
          {label}
        </ListItemButton>
      );
    }
  }
}
