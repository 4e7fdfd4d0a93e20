import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultsRowAction } from '../../results/request/useResultsRowAction.tsx';
import { useCopyLink } from '../activity/useCopyLink.ts';
import { programShareLink } from '../shareLinks.ts';
import { RowActionsMenu, type RowAction } from './RowActionsMenu.tsx';
import { useTreeEditor } from './TreeEditorContext.ts';
import { rowSx, TreeItemList } from './TreeItemList.tsx';
import type { EditorProgram } from './types.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** A program: its row with the program's actions, and its tree when opened. */
export function ProgramRow({ program, index }: { program: EditorProgram; index: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const actions = useProgramActions(program, index);
  const nameId = `tree-program-${program.programId}`;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ ...rowSx, borderBottom: 0 }}>
        <IconButton
          aria-expanded={open}
          aria-label={t(open ? 'programTree.a11y.collapse_program' : 'programTree.a11y.expand_program', { name: program.name })}
          onClick={() => setOpen(!open)}
        >
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 'medium' }}>
          <UserText>{program.name}</UserText>
        </Typography>
        {program.hidden && <Chip size="small" label={t('programTree.hidden')} />}
        <RowActionsMenu label={t('programTree.a11y.actions_program', { name: program.name })} actions={actions} />
      </Box>
      {open && (
        <Box sx={{ pb: 1 }}>
          <TreeItemList program={program} items={program.items} labelledBy={nameId} />
        </Box>
      )}
    </Box>
  );
}

function useProgramActions(program: EditorProgram, index: number): RowAction[] {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const copyLink = useCopyLink();
  const results = useResultsRowAction('PROGRAM', program.programId, 'program', program.name);
  const action = (key: string, icon: RowAction['icon'], rest: Partial<RowAction>): RowAction => ({
    key,
    label: t(`programTree.actions.${key}`),
    accessibleName: t(`programTree.a11y.${key}_program`, { name: program.name }),
    icon,
    ...rest,
  });
  return [
    action('addItem', <AddIcon />, { onSelect: () => editor.openDialog({ kind: 'addItem', programId: program.id, folderId: null }) }),
    action('editProgram', <EditIcon />, { onSelect: () => editor.openDialog({ kind: 'editProgram', programId: program.id }) }),
    action('copyLink', <LinkIcon />, { onSelect: () => void copyLink(programShareLink({ accountId: editor.accountId, programId: program.programId })) }),
    results,
    action('moveUp', <ArrowUpwardIcon />, { disabled: index === 0, onSelect: () => void editor.moveProgram(program, 'up') }),
    action('moveDown', <ArrowDownwardIcon />, {
      disabled: index === editor.programs.length - 1,
      onSelect: () => void editor.moveProgram(program, 'down'),
    }),
    action('delete', <DeleteIcon />, { onSelect: () => editor.openDialog({ kind: 'deleteProgram', programId: program.id }) }),
  ];
}
