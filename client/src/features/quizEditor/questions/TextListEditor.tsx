import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { removed, replaced } from '../draft/draftEdits.ts';
import { focusLater } from '../draft/focusLater.ts';
import { fieldId } from '../problems/fieldId.ts';
import { useFieldProblems, useProblemMessages } from '../problems/ProblemsContext.tsx';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

interface Props {
  /** the list's title */
  title: string;
  /** the path of the list; item i is at `${path}.${i}` */
  path: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  itemLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  hint?: string;
}

/** A list of short texts (accepted answers, a space's answers): edit, add, remove. */
export function TextListEditor({ title, path, values, onChange, itemLabel, removeLabel, addLabel, hint }: Props) {
  const titleId = useId();
  const hintId = useId();
  const listProblems = useProblemMessages(path);
  const add = () => {
    onChange([...values, '']);
    focusLater(fieldId(`${path}.${values.length}`));
  };
  const remove = (index: number) => {
    onChange(removed(values, index));
    focusLater(fieldId(`${path}.${Math.min(index, values.length - 2)}`), `${fieldId(path)}-add`);
  };
  return (
    <Stack spacing={1} role="group" aria-labelledby={titleId} aria-describedby={hint ? hintId : undefined} id={fieldId(path)} tabIndex={-1}>
      <Typography id={titleId} variant="subtitle2" component="p">
        {title}
      </Typography>
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
      {values.map((value, index) => (
        <TextListItem
          key={index}
          path={`${path}.${index}`}
          label={itemLabel(index + 1)}
          removeLabel={removeLabel(index + 1)}
          value={value}
          onChange={(next) => onChange(replaced(values, index, next))}
          onRemove={() => remove(index)}
        />
      ))}
      {listProblems.length > 0 && <FormHelperText error>{listProblems.join(' ')}</FormHelperText>}
      <Button id={`${fieldId(path)}-add`} startIcon={<AddIcon aria-hidden />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
    </Stack>
  );
}

interface ItemProps {
  path: string;
  label: string;
  removeLabel: string;
  value: string;
  onChange: (value: string) => void;
  onRemove: () => void;
}

function TextListItem({ path, label, removeLabel, value, onChange, onRemove }: ItemProps) {
  const field = useFieldProblems(path);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField {...field} label={label} value={value} onChange={(event) => onChange(event.target.value)} size="small" fullWidth slotProps={USER_INPUT_SLOT_PROPS} />
      <IconButton onClick={onRemove} aria-label={removeLabel}>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
