import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { walkTree, type TreeItem } from '../../../../../../domain/program/tree.ts';
import { moveIntoFolder, moveTargets } from '../../../../../../domain/program/treeOps.ts';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';
import { IsolatedSentence } from '../../../shell/userText/IsolatedSentence.tsx';

/** The radio value of the top of the program (folder ids never have this shape). */
const TOP = ':top';

/**
 * Moving a quiz or folder: the program's folders as an indented tree of
 * choices; the item's own place, itself and its sub-folders cannot be chosen.
 */
export function MoveItemDialog({ program, item, onClose }: { program: EditorProgram; item: TreeItem; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const labelId = useId();
  const targets = new Set(moveTargets(program.items, item.id).map((target) => target ?? TOP));
  const [chosen, setChosen] = useState<string | null>(null);
  const folders = [...walkTree(program.items)].filter(({ item: each }) => each.itemType === 'folder');
  const submit = async () => {
    if (chosen === null) return;
    const moved = moveIntoFolder(program.items, item.id, chosen === TOP ? null : chosen);
    if ((await editor.saveItems(program, moved)) !== 'failed') onClose();
  };
  const choice = (value: string, label: string, depth: number, icon: ReactNode) => (
    <FormControlLabel
      key={value}
      value={value}
      disabled={!targets.has(value)}
      control={<Radio />}
      sx={{ ml: 0, pl: depth * 3, minHeight: 44 }}
      label={
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
          {icon}
          {label}
        </Box>
      }
    />
  );
  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey="programTree.move.title" values={{ name: item.name }} />}
      submitLabel={t('programTree.buttons.move')}
      submitDisabled={chosen === null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Box id={labelId} sx={{ mb: 1 }}>
        {t('programTree.move.choose')}
      </Box>
      <RadioGroup aria-labelledby={labelId} value={chosen ?? ''} onChange={(event) => setChosen(event.target.value)}>
        {choice(TOP, t('programTree.move.top', { name: program.name }), 0, <HomeIcon fontSize="small" color="action" aria-hidden />)}
        {folders.map(({ item: folder, depth }) => choice(folder.id, folder.name, depth, <FolderIcon fontSize="small" color="action" aria-hidden />))}
      </RadioGroup>
    </TreeDialog>
  );
}
