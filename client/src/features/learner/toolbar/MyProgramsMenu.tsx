import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { learnerHomePath } from '../learnerPaths.ts';
import type { MyProgram } from './useMyPrograms.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** The toolbar's My Programs menu: choosing one shows its programs on the learner home. */
export function MyProgramsMenu({ programs }: { programs: readonly MyProgram[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (program: MyProgram) => {
    setAnchor(null);
    void navigate(learnerHomePath({ domainId: program.id, closed: program.closed }));
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<LibraryBooksIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {t('shell.myPrograms')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {programs.length === 0 && <MenuItem disabled>{t('learnerHome.noPrograms')}</MenuItem>}
        {programs.map((program) => (
          <MenuItem key={`${program.closed}-${program.id}`} onClick={() => choose(program)}>
            {program.closed && (
              <ListItemIcon>
                <LockIcon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText primary={<UserText>{program.name}</UserText>} secondary={program.closed ? t('learnerHome.closedProgram') : undefined} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
