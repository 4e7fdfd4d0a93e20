// The app's theme without motion, for component tests: MUI's transitions
// (dialogs, menus, snackbars, collapses) end at once instead of after their
// 195 to 300 ms on real timers, and buttons draw no ripple. What a screen shows
// and when it is gone are the same; jsdom draws neither.
import type { Theme } from '@mui/material/styles';

const NO_TIME = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/** Given to a nested ThemeProvider: the outer (the app's) theme, still a function of its direction and colour. */
export function withoutMotion(outer: Theme): Theme {
  return {
    ...outer,
    transitions: { ...outer.transitions, duration: NO_TIME, create: () => 'none', getAutoHeightDuration: () => 0 },
    components: {
      ...outer.components,
      MuiButtonBase: { ...outer.components?.MuiButtonBase, defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, disableRipple: true } },
    },
  };
}
