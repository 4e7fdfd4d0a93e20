import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the account home: a region named by its heading. */
export function AccountSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
