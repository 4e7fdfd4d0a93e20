import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanHeadingProgress } from '../../../../../../domain/program/tree.ts';
import { AccessFields, type AccessSettings } from './AccessFields.tsx';
import { HeadingProgressField } from './HeadingProgressField.tsx';
import { NameField } from './NameField.tsx';
import { TreeDialog } from './TreeDialog.tsx';
import { useTreeEditor } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';
import { IsolatedSentence } from '../../../shell/userText/IsolatedSentence.tsx';

/** A program's name, visibility, prerequisites (the account's quizzes only), tracks, OR switch and heading progress. */
export function EditProgramDialog({ program, onClose }: { program: EditorProgram; onClose: () => void }) {
  const { t } = useTranslation();
  const editor = useTreeEditor();
  const [name, setName] = useState(program.name);
  const [hidden, setHidden] = useState(program.hidden);
  const [access, setAccess] = useState<AccessSettings>({
    prerequisites: program.prerequisites.filter((id) => editor.quizById.has(id)),
    tracks: program.tracks,
    prerequisitesOperationOR: program.prerequisitesOperationOR,
    useExpression: false,
    expressionCode: '',
  });
  const [headingProgress, setHeadingProgress] = useState(() => cleanHeadingProgress(program.headingProgress, program.items));
  const submit = async () => {
    const saved = await editor.saveSettings(program, {
      name: name.trim(),
      hidden,
      prerequisites: access.prerequisites,
      tracks: access.tracks,
      prerequisitesOperationOR: access.prerequisitesOperationOR,
      headingProgress,
    });
    if (saved !== 'failed') onClose();
  };
  return (
    <TreeDialog
      title={<IsolatedSentence i18nKey="programTree.editProgram.title" values={{ name: program.name }} />}
      submitLabel={t('programTree.buttons.save')}
      submitDisabled={name.trim() === ''}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <NameField label={t('programTree.fields.programName')} value={name} onChange={setName} requiredCode="programNameRequired" />
      <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label={t('programTree.fields.hidden')} />
      <AccessFields value={access} onChange={setAccess} />
      <HeadingProgressField items={program.items} value={headingProgress} onChange={setHeadingProgress} />
    </TreeDialog>
  );
}
