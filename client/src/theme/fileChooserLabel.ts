import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A Button drawn as the <label> of a visually hidden file input (MUI's upload
 * pattern): the input is the one control (focused, named by the label's
 * text), so the label takes no button role and no tab stop of its own (a
 * control inside a control is announced twice: axe's nested-interactive), and
 * it shows the input's keyboard focus.
 */
export const FILE_CHOOSER_LABEL = { role: undefined, tabIndex: -1 } as const;

export const FILE_CHOOSER_LABEL_SX: SxProps<Theme> = {
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};
