import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToolbarPlace } from './toolbarPlace.ts';

interface Props {
  icon: ReactNode;
  /** the words shown next to the icon (in the bar) or in the item (in the "More" menu) */
  label: string;
  /** a route of the app to go to */
  to?: string;
  onClick?: (anchor: HTMLElement) => void;
  disabled?: boolean;
  /** what the action opens, for screen readers */
  opens?: 'menu' | 'dialog';
  expanded?: boolean;
  controls?: string;
  /** what the action opens (its dialog or menu); kept apart from the "More" menu's keyboard handling */
  children?: ReactNode;
}

// Keys typed in a dialog opened from the "More" menu would otherwise reach the
// menu's list (React events follow the component tree through portals), which
// moves the focus on arrows and letters.
const keepKeysInside = (event: KeyboardEvent) => event.stopPropagation();

/**
 * One action of a top bar: a button with its icon and its name in the bar
 * (wide screens), an item with the same words in the "More" menu (phones).
 */
export function ToolbarAction({ icon, label, to, onClick, disabled, opens, expanded, controls, children }: Props) {
  const { place, closeMenu, menuAnchor } = useToolbarPlace();
  const link = to ? { component: RouterLink, to } : {};
  const popup = { 'aria-haspopup': opens, 'aria-expanded': opens ? Boolean(expanded) : undefined, 'aria-controls': controls };
  if (place === 'menu') {
    return (
      <>
        <MenuItem
          {...link}
          {...popup}
          disabled={disabled}
          onClick={() => {
            const anchor = menuAnchor();
            closeMenu();
            if (anchor) onClick?.(anchor);
          }}
        >
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText>{label}</ListItemText>
        </MenuItem>
        {children && <span onKeyDown={keepKeysInside}>{children}</span>}
      </>
    );
  }
  return (
    <>
      <Button
        {...link}
        {...popup}
        color="inherit"
        startIcon={icon}
        disabled={disabled}
        onClick={(event: MouseEvent<HTMLElement>) => onClick?.(event.currentTarget)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      {children}
    </>
  );
}
