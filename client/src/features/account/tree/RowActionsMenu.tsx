import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';

export interface RowAction {
  key: string;
  /** the short text shown in the menu */
  label: string;
  /** what a screen reader says: the action with the item's type and name ("Delete folder Week 1") */
  accessibleName: string;
  icon: ReactNode;
  onSelect?: () => void;
  /** opens this address in a new tab instead */
  href?: string;
  disabled?: boolean;
}

/** A row's actions behind one button, so a phone's narrow row keeps room for the name. */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {actions.map((action) => {
          const content = (
            <>
              <ListItemIcon aria-hidden>{action.icon}</ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </>
          );
          return action.href ? (
            <MenuItem
              key={action.key}
              component="a"
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={action.accessibleName}
              disabled={action.disabled}
              onClick={close}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.key}
              aria-label={action.accessibleName}
              disabled={action.disabled}
              onClick={() => {
                close();
                action.onSelect?.();
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
