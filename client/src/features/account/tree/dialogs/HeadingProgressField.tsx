import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { HEADING_PROGRESS_LIMIT, type TreeItem } from '../../../../../../domain/program/tree.ts';
import { firstLevelFolders } from '../../../../../../domain/program/treeOps.ts';
import { UserText } from '../../../shell/userText/UserText.tsx';

interface Props {
  items: readonly TreeItem[];
  value: readonly string[];
  onChange: (folderIds: string[]) => void;
}

/** The first-level folders whose progress the program's header shows: at most 3 (spec §5, §9). */
export function HeadingProgressField({ items, value, onChange }: Props) {
  const { t } = useTranslation();
  const folders = firstLevelFolders(items);
  const full = value.length >= HEADING_PROGRESS_LIMIT;
  return (
    <FormControl component="fieldset" margin="normal" fullWidth>
      <FormLabel component="legend">{t('programTree.fields.headingProgress')}</FormLabel>
      {folders.length === 0 ? (
        <FormHelperText>{t('programTree.fields.noFirstLevelFolders')}</FormHelperText>
      ) : (
        <>
          <FormGroup>
            {folders.map((folder) => {
              const checked = value.includes(folder.id);
              return (
                <FormControlLabel
                  key={folder.id}
                  label={<UserText>{folder.name}</UserText>}
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => onChange(event.target.checked ? [...value, folder.id] : value.filter((id) => id !== folder.id))}
                    />
                  }
                />
              );
            })}
          </FormGroup>
          <FormHelperText>{t('programTree.fields.headingProgressLimit', { limit: HEADING_PROGRESS_LIMIT })}</FormHelperText>
        </>
      )}
    </FormControl>
  );
}
