import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeItem } from '../../../../../../domain/program/tree.ts';
import { findItem } from '../../../../../../domain/program/treeOps.ts';
import { NameField } from './NameField.tsx';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';
import { IsolatedSentence } from '../../../shell/userText/IsolatedSentence.tsx';

/** A copy of the quiz under a new name (required: quizNameRequired), placed in the same folder. */
export function DuplicateQuizDialog({ program, item, onClose }: { program: EditorProgram; item: TreeItem; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const [name, setName] = useState(() => t('programTree.duplicate.defaultName', { name: item.name }));
  const submit = async () => {
    const folderId = findItem(program.items, item.id)?.parentId ?? null;
    const done = await editor.duplicateQuiz({ quizId: item.quizId ?? '', name: name.trim(), programId: program.programId, folderId });
    if (done) onClose();
  };
  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey="programTree.duplicate.title" values={{ name: item.name }} />}
      submitLabel={t('programTree.buttons.duplicate')}
      submitDisabled={name.trim() === ''}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <NameField label={t('programTree.fields.copyName')} value={name} onChange={setName} requiredCode="quizNameRequired" />
    </TreeDialog>
  );
}
