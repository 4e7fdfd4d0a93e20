import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FileField } from './FileField.tsx';
import { fileKindOf, linkProblem, type FileTypeError, type NewItemDraft } from '../newItemDraft.ts';

interface Props {
  draft: NewItemDraft;
  onChange: (draft: NewItemDraft) => void;
  fileError: FileTypeError | null;
  onFileError: (error: FileTypeError | null) => void;
  progress: number | null;
}

/** One type's tab of the add-item dialog: the name, and the file or the address the type needs. */
export function NewItemFields({ draft, onChange, fileError, onFileError, progress }: Props) {
  const { t } = useTranslation();
  const problem = linkProblem(draft);
  const fileKind = fileKindOf(draft.kind);
  return (
    <>
      <TextField
        autoFocus
        required
        fullWidth
        margin="normal"
        label={t(draft.kind === 'folder' ? 'programTree.fields.folderName' : 'programTree.fields.itemName')}
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      {(draft.kind === 'youtube-video' || draft.kind === 'link') && (
        <TextField
          required
          fullWidth
          margin="normal"
          type="url"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          label={t(draft.kind === 'link' ? 'programTree.fields.link' : 'programTree.fields.youtubeLink')}
          value={draft.link}
          onChange={(event) => onChange({ ...draft, link: event.target.value })}
          error={problem !== null}
          helperText={problem ? t(`errors.${problem}`) : undefined}
        />
      )}
      {fileKind && (
        <FileField
          kind={fileKind}
          label={t(`programTree.fields.chooseFile_${fileKind}`)}
          file={draft.file}
          error={fileError}
          progress={progress}
          onChange={(chosen, error) => {
            onChange({ ...draft, file: chosen?.file ?? null, fileType: chosen?.type ?? null });
            onFileError(error);
          }}
        />
      )}
    </>
  );
}
