import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../../../../../../domain/program/tree.ts';
import { removeItem } from '../../../../../../domain/program/treeOps.ts';
import { labelKindOf } from '../itemKind.ts';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';

/**
 * Deleting an item, confirmed in words that fit its type. A quiz is deleted
 * from the account (and so from every program); when it has submissions the
 * server asks again, and the second confirmation keeps its results.
 */
export function DeleteItemDialog({ program, item, onClose }: { program: EditorProgram; item: TreeItem; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const [hasSubmissions, setHasSubmissions] = useState(false);
  const kind = labelKindOf(item, editor.quizById);
  const confirm = async () => {
    if (item.itemType === 'quiz' && item.quizId) {
      const result = await editor.deleteQuiz(item.quizId, hasSubmissions);
      if (result === 'hasSubmissions') return setHasSubmissions(true);
      if (result === 'deleted') onClose();
      return;
    }
    if ((await editor.saveItems(program, removeItem(program.items, item.id))) !== 'failed') onClose();
  };
  return (
    <TreeDialog
      title={t(`programTree.delete.title_${kind}`)}
      submitLabel={t(hasSubmissions ? 'programTree.buttons.deleteAnyway' : 'programTree.buttons.delete')}
      submitColor="error"
      onSubmit={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>
        {hasSubmissions ? t('programTree.delete.hasSubmissions', { name: item.name }) : t(`programTree.delete.message_${kind}`, { name: item.name })}
      </DialogContentText>
    </TreeDialog>
  );
}

export function DeleteProgramDialog({ program, onClose }: { program: EditorProgram; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const confirm = async () => {
    if (await editor.deleteProgram(program)) onClose();
  };
  return (
    <TreeDialog
      title={t('programTree.delete.title_program')}
      submitLabel={t('programTree.buttons.delete')}
      submitColor="error"
      onSubmit={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{t('programTree.delete.message_program', { name: program.name })}</DialogContentText>
    </TreeDialog>
  );
}
