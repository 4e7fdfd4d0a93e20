// Where a top bar's action is drawn: in the bar itself (a button with its
// icon and its words) or, on a phone, as an item of the bar's "More" menu.
import { createContext, useContext } from 'react';

export interface ToolbarPlace {
  place: 'bar' | 'menu';
  /** closes the "More" menu (after one of its items is chosen) */
  closeMenu: () => void;
  /** the "More" button: what a menu opened from one of its items hangs from */
  menuAnchor: () => HTMLElement | null;
}

export const ToolbarPlaceContext = createContext<ToolbarPlace>({ place: 'bar', closeMenu: () => {}, menuAnchor: () => null });

export function useToolbarPlace(): ToolbarPlace {
  return useContext(ToolbarPlaceContext);
}
