import { createTheme, type Theme } from '@mui/material/styles';
import { SECONDARY_DEFAULT } from '../../../domain/colors.ts';
import { readableTextShade } from './readableTextShade.ts';

/** Touch targets of at least 44 px, as on the spec's mobile screens. */
const TOUCH_TARGET = 44;

/**
 * primaryColor: the organisation's opaque '#RRGGBB'. MUI writes the primary
 * colour as text (outlined and text buttons, outlined chips, links) on white
 * and on light grey, so a brand colour too light for that is darkened to
 * 4.5:1 (readableTextShade.ts); filled buttons then carry white text.
 */
export function createAppTheme(direction: 'rtl' | 'ltr', primaryColor: string): Theme {
  return createTheme({
    direction,
    // md is the spec's 960 px mobile breakpoint.
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    palette: {
      primary: { main: readableTextShade(primaryColor) },
      secondary: { main: SECONDARY_DEFAULT },
      // MUI's orange (#ED6C02, 3.1:1 on white) is written as text too (outlined warning buttons, warning
      // text): its readableTextShade, 4.5:1 on #F5F5F5, computed once here rather than in the first visit
      warning: { main: '#B65301' },
    },
    typography: {
      fontFamily: '"Segoe UI", Tahoma, "Noto Sans Arabic", "Noto Sans", Roboto, Arial, sans-serif',
      // Arabic has no capitals; English labels keep the case they are written in, as in Arabic.
      button: { textTransform: 'none' },
    },
    components: {
      MuiButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET } } },
      MuiCheckbox: { styleOverrides: { root: { padding: (TOUCH_TARGET - 24) / 2 } } },
    },
  });
}
