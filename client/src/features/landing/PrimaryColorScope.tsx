import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { applicableColor, PRIMARY_DEFAULT } from '../../../../domain/colors.ts';
import { createAppTheme } from '../../theme/createAppTheme.ts';

/**
 * A part of the page in its own primary colour (a landing page's template
 * colour, a course's colour, the editor's preview), whatever the app's colour:
 * the stored colour made opaque (domain/colors.ts), default #1976D2.
 */
export function PrimaryColorScope({ color, children }: { color: string | null | undefined; children: ReactNode }) {
  const primary = applicableColor(color, PRIMARY_DEFAULT);
  const theme = useCallback((outer: Theme) => createAppTheme(outer.direction, primary), [primary]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
