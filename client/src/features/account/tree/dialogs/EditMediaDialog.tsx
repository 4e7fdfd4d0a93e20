import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../../../../../../domain/program/tree.ts';
import { replaceItem } from '../../../../../../domain/program/treeOps.ts';
import { NameField } from './NameField.tsx';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';
import { IsolatedSentence } from '../../../shell/userText/IsolatedSentence.tsx';

/** A media item's or link's name and visibility; the file or address stays (delete and add to change it). */
export function EditMediaDialog({ program, item, onClose }: { program: EditorProgram; item: TreeItem; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const [name, setName] = useState(item.name);
  const [hidden, setHidden] = useState(item.hidden ?? false);
  const [addToCompletion, setAddToCompletion] = useState(item.addToCompletion ?? false);
  const submit = async () => {
    const edited = { ...item, name: name.trim(), hidden, addToCompletion };
    if ((await editor.saveItems(program, replaceItem(program.items, edited))) !== 'failed') onClose();
  };
  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey="programTree.editMedia.title" values={{ name: item.name }} />}
      submitLabel={t('programTree.buttons.save')}
      submitDisabled={name.trim() === ''}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <NameField label={t('programTree.fields.itemName')} value={name} onChange={setName} requiredCode="itemNameRequired" />
      <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label={t('programTree.fields.hidden')} />
      <FormControlLabel
        control={<Switch checked={addToCompletion} onChange={(event) => setAddToCompletion(event.target.checked)} />}
        label={t('programTree.fields.addToCompletion')}
      />
    </TreeDialog>
  );
}
