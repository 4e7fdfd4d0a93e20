import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TreeItem } from '../../../../../../domain/program/tree.ts';
import { insertItem } from '../../../../../../domain/program/treeOps.ts';
import { AddItemChoices, type AddChoice } from './AddItemChoices.tsx';
import { editQuizPath } from '../editQuizPath.ts';
import { useFeedback } from '../../activity/Feedback.tsx';
import { ACCEPTED, draftReady, EMPTY_DRAFT, fileKindOf, itemFromDraft, type FileTypeError, type NewItemDraft } from '../newItemDraft.ts';
import { NewItemFields } from './NewItemFields.tsx';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';
import { useFileUpload, wasCancelled } from '../useFileUpload.ts';
import { IsolatedSentence } from '../../../shell/userText/IsolatedSentence.tsx';

interface Props {
  program: EditorProgram;
  /** the folder to add to; null: the top of the program */
  folder: TreeItem | null;
  onClose: () => void;
}

/**
 * Adding an item (spec §4): a choice tab, then the chosen type's tab; back
 * returns to the choice with its fields cleared. A quiz is made in the quiz
 * editor, which adds it here when saved. Closing forgets everything (the host
 * unmounts the dialog).
 */
export function AddItemDialog({ program, folder, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useTreeEditor();
  const feedback = useFeedback();
  const { upload, progress } = useFileUpload();
  const [draft, setDraft] = useState<NewItemDraft | null>(null);
  const [fileError, setFileError] = useState<FileTypeError | null>(null);
  const uploading = progress !== null;

  const choose = (choice: AddChoice) => {
    if (choice === 'quiz') return void navigate(editQuizPath({ program: program.programId, folderId: folder?.id }));
    setDraft({ kind: choice, ...EMPTY_DRAFT });
  };
  const back = () => {
    setDraft(null);
    setFileError(null);
  };
  const submit = async (chosen: NewItemDraft) => {
    let storedUrl: string | undefined;
    const fileKind = fileKindOf(chosen.kind);
    if (fileKind && chosen.file) {
      try {
        storedUrl = await upload(chosen.file, ACCEPTED[fileKind]);
      } catch (error) {
        if (wasCancelled(error)) return;
        feedback.problem('programTree.notices.uploadFailed');
        return onClose();
      }
    }
    const saved = await editor.saveItems(program, insertItem(program.items, itemFromDraft(chosen, storedUrl), folder?.id ?? null));
    if (saved !== 'failed') onClose();
  };

  const where = folder ? folder.name : program.name;
  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey={draft ? `programTree.add.title_${draft.kind}` : 'programTree.add.title'} values={{ name: where }} />}
      submitLabel={t('programTree.buttons.add')}
      submitDisabled={!draft || !draftReady(draft) || uploading}
      onSubmit={() => draft && void submit(draft)}
      onClose={onClose}
      extraActions={
        draft && (
          <Button startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} onClick={back} disabled={uploading}>
            {t('programTree.buttons.back')}
          </Button>
        )
      }
    >
      {draft ? (
        <NewItemFields draft={draft} onChange={setDraft} fileError={fileError} onFileError={setFileError} progress={progress} />
      ) : (
        <AddItemChoices enableVideo={editor.enableVideo} onChoose={choose} />
      )}
    </TreeDialog>
  );
}
