import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One term and its value in a description list; stacked on phones, side by side from 600 px. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, py: 1 }}>
      <Box component="dt" sx={{ fontWeight: 'bold' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
