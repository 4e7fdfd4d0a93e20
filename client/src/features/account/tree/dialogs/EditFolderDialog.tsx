import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../../../../../../domain/program/tree.ts';
import { replaceItem } from '../../../../../../domain/program/treeOps.ts';
import { expressionFor } from '../../../../../../domain/quiz/expressionRule.ts';
import { useFeedback } from '../../activity/Feedback.tsx';
import { AccessFields, expressionValid, type AccessSettings } from './AccessFields.tsx';
import { FileField } from './FileField.tsx';
import { NameField } from './NameField.tsx';
import { ACCEPTED, type FileTypeError } from '../newItemDraft.ts';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';
import { useFileUpload, wasCancelled } from '../useFileUpload.ts';
import { IsolatedSentence } from '../../../shell/userText/IsolatedSentence.tsx';

/** A folder's name, icon (png or jpeg), visibility and who may open it. */
export function EditFolderDialog({ program, folder, onClose }: { program: EditorProgram; folder: TreeItem; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const feedback = useFeedback();
  const { upload, progress } = useFileUpload();
  const [name, setName] = useState(folder.name);
  const [icon, setIcon] = useState<{ file: File | null; url: string | null }>({ file: null, url: folder.icon ?? null });
  const [iconError, setIconError] = useState<FileTypeError | null>(null);
  const [hidden, setHidden] = useState(folder.hidden ?? false);
  const [addToCompletion, setAddToCompletion] = useState(folder.addToCompletion ?? false);
  const [access, setAccess] = useState<AccessSettings>({
    prerequisites: folder.prerequisites ?? [],
    tracks: folder.tracks ?? [],
    prerequisitesOperationOR: folder.prerequisitesOperationOR ?? false,
    useExpression: folder.useExpression ?? false,
    expressionCode: folder.expression?.code ?? '',
  });

  const submit = async () => {
    let iconUrl = icon.url;
    if (icon.file) {
      try {
        iconUrl = await upload(icon.file, ACCEPTED.icon);
      } catch (error) {
        if (!wasCancelled(error)) feedback.problem('programTree.notices.uploadFailed');
        return;
      }
    }
    const code = access.expressionCode.trim();
    const edited: TreeItem = {
      ...folder,
      name: name.trim(),
      icon: iconUrl,
      hidden,
      addToCompletion,
      prerequisites: [...access.prerequisites],
      tracks: [...access.tracks],
      prerequisitesOperationOR: access.prerequisitesOperationOR,
      useExpression: access.useExpression,
      expression: code ? expressionFor(code, access.prerequisites) : null,
    };
    if ((await editor.saveItems(program, replaceItem(program.items, edited))) !== 'failed') onClose();
  };

  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey="programTree.editFolder.title" values={{ name: folder.name }} />}
      submitLabel={t('programTree.buttons.save')}
      submitDisabled={name.trim() === '' || !expressionValid(access) || progress !== null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <NameField label={t('programTree.fields.folderName')} value={name} onChange={setName} requiredCode="itemNameRequired" />
      {icon.url && !icon.file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
          <Box component="img" src={icon.url} alt={t('programTree.fields.currentIcon')} sx={{ width: 48, height: 48, objectFit: 'contain' }} />
          <Button onClick={() => setIcon({ file: null, url: null })}>{t('programTree.fields.removeIcon')}</Button>
        </Box>
      )}
      <FileField
        kind="icon"
        label={t('programTree.fields.chooseFile_icon')}
        file={icon.file}
        error={iconError}
        progress={progress}
        onChange={(chosen, error) => {
          if (chosen) setIcon({ file: chosen.file, url: icon.url });
          setIconError(error);
        }}
      />
      <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label={t('programTree.fields.hidden')} />
      <FormControlLabel
        control={<Switch checked={addToCompletion} onChange={(event) => setAddToCompletion(event.target.checked)} />}
        label={t('programTree.fields.addToCompletion')}
      />
      <AccessFields value={access} onChange={setAccess} allowExpression />
    </TreeDialog>
  );
}
