import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../shell/userText/UserText.tsx';

export interface PickOption {
  id: string;
  label: string;
}

interface Props {
  title: string;
  /** shown when there is nothing to pick */
  emptyText: string;
  options: readonly PickOption[];
  selected: readonly string[];
  onClose: () => void;
  /** the chosen ids: those kept in their order, then the new ones in the options' order */
  onConfirm: (selected: string[]) => void;
}

/** A checkbox list in a dialog; rendered only while open, so each opening starts from `selected`. */
export function PickListDialog({ title, emptyText, options, selected, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set(selected));
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const confirm = () => {
    const kept = selected.filter((id) => checked.has(id));
    const added = options.map((option) => option.id).filter((id) => checked.has(id) && !kept.includes(id));
    onConfirm([...kept, ...added]);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {options.length === 0 ? (
          <DialogContentText>{emptyText}</DialogContentText>
        ) : (
          <FormGroup role="group" aria-labelledby={titleId}>
            {options.map((option) => (
              <FormControlLabel
                key={option.id}
                control={<Checkbox checked={checked.has(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />}
                label={<UserText>{option.label}</UserText>}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('quizEditor.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={options.length === 0}>
          {t('quizEditor.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
