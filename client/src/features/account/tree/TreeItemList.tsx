import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../../../../../domain/program/tree.ts';
import { labelKindOf } from './itemKind.ts';
import { RowActionsMenu } from './RowActionsMenu.tsx';
import { TreeItemIcon } from './TreeItemIcon.tsx';
import { useTreeEditor } from './TreeEditorContext.ts';
import type { EditorProgram } from './types.ts';
import { useItemActions } from './useItemActions.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

/** One level of a program's tree as a list; a folder's row opens and closes its own list. */
export function TreeItemList({ program, items, labelledBy }: { program: EditorProgram; items: readonly TreeItem[]; labelledBy: string }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1, px: 2 }}>
        {t('programTree.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, pl: { xs: 1.5, sm: 3 }, pr: 0 }}>
      {items.map((item) => (
        <TreeItemRow key={item.id} program={program} item={item} />
      ))}
    </Box>
  );
}

export const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 48,
  minWidth: 0,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

function TreeItemRow({ program, item }: { program: EditorProgram; item: TreeItem }) {
  const { t } = useTranslation();
  const { quizById } = useTreeEditor();
  const [open, setOpen] = useState(false);
  const actions = useItemActions(program, item);
  const kind = labelKindOf(item, quizById);
  const nameId = `tree-item-${item.id}`;
  const isFolder = item.itemType === 'folder';
  // Only a quiz the list knows to be unpublished: a quiz missing from it (deleted) says nothing.
  const unpublished = item.itemType === 'quiz' && !!item.quizId && quizById.get(item.quizId)?.published === false;
  return (
    <li>
      <Box sx={rowSx}>
        {isFolder ? (
          <IconButton
            aria-expanded={open}
            aria-label={t(open ? 'programTree.a11y.collapse_folder' : 'programTree.a11y.expand_folder', { name: item.name })}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 40, flexShrink: 0 }} />
        )}
        <TreeItemIcon kind={kind} open={open} />
        <Typography id={nameId} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', px: 0.5 }}>
          <UserText>{item.name}</UserText>
        </Typography>
        {unpublished && <Chip size="small" variant="outlined" label={t('programTree.notPublished')} />}
        {item.hidden && <Chip size="small" label={t('programTree.hidden')} />}
        <RowActionsMenu label={t(`programTree.a11y.actions_${kind}`, { name: item.name })} actions={actions} />
      </Box>
      {isFolder && open && <TreeItemList program={program} items={item.children ?? []} labelledBy={nameId} />}
    </li>
  );
}
