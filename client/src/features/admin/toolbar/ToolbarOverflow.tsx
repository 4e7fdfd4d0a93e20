import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolbarPlaceContext, type ToolbarPlace } from './toolbarPlace.ts';

const firstItem = (list: HTMLElement | null) => list?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])');

/**
 * A phone's "More" menu: a button with its name in words, and the bar's
 * secondary actions as items with words. The items stay mounted while the menu
 * is closed, so a dialog opened from one of them lives on after the menu closes.
 */
export function ToolbarOverflow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const place = useMemo<ToolbarPlace>(() => ({ place: 'menu', closeMenu, menuAnchor: () => button.current }), [closeMenu]);
  return (
    <>
      <Button
        ref={button}
        id={buttonId}
        color="inherit"
        startIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={menuId}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0 }}
      >
        {t('shell.more')}
      </Button>
      <Menu
        id={menuId}
        keepMounted
        anchorEl={() => button.current}
        open={open}
        onClose={closeMenu}
        // The items are drawn by the actions themselves (ToolbarAction), so the menu cannot pick its first item: the
        // list takes the focus, then the first item once the menu is in place (arrows move on from there).
        disableAutoFocusItem
        slotProps={{ list: { ref: list, 'aria-labelledby': buttonId }, transition: { onEntered: () => firstItem(list.current)?.focus() } }}
      >
        <ToolbarPlaceContext.Provider value={place}>{children}</ToolbarPlaceContext.Provider>
      </Menu>
    </>
  );
}
