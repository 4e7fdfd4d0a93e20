import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AccountAction = 'editEmail' | 'editUsername' | 'clone' | 'passwordLink' | 'moveUp' | 'moveDown' | 'delete';

const ACTIONS: AccountAction[] = ['editEmail', 'editUsername', 'clone', 'passwordLink', 'moveUp', 'moveDown', 'delete'];

interface Props {
  accountName: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction: (action: AccountAction) => void;
}

/** One account's actions; move up is disabled on the first row and move down on the last. */
export function AccountActionsMenu({ accountName, first, last, busy, onAction }: Props) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const disabled = (action: AccountAction) => busy || (action === 'moveUp' && first) || (action === 'moveDown' && last);
  return (
    <>
      <IconButton
        aria-label={t('orgAccounts.actionsFor', { name: accountName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACTIONS.map((action) => (
          <MenuItem
            key={action}
            disabled={disabled(action)}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {t(`orgAccounts.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
