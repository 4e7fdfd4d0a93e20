// Placeholders in the shape of a screen's content while its query loads
// (issue 30: a lone spinner for 3–4 s looked like nothing was coming). The
// region is busy for assistive technology, which reads "Loading…" once; the
// grey shapes themselves are hidden from it. Only lazily loaded screens import
// this file: it is not in the first visit's entry.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../theme/visuallyHidden.ts';

const times = (count: number) => Array.from({ length: count }, (_, index) => index);

/** `label`: what is loading, when the screen says more than "Loading…". */
export function LoadingShape({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useTranslation();
  const text = label ?? t('shell.loading');
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" aria-label={text} sx={visuallyHidden}>
        {text}
      </Box>
      <Stack spacing={2} aria-hidden="true">
        {children}
      </Stack>
    </Box>
  );
}

/** A page or section heading. */
export function HeadingShape({ width = '50%', size = '2rem' }: { width?: string; size?: string }) {
  return <Skeleton variant="text" width={width} sx={{ fontSize: size }} />;
}

/** A bar across the top (a screen's own toolbar). */
export function BarShape() {
  return <Skeleton variant="rectangular" height={56} />;
}

/** A grid of cards: a picture band, a title and a button each. */
export function CardsShape({ count = 3 }: { count?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
      {times(count).map((card) => (
        <Stack key={card} spacing={1}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="rounded" width={96} height={36} />
        </Stack>
      ))}
    </Box>
  );
}

/** Sections on paper: a heading and a few lines each. */
export function SectionsShape({ count = 3 }: { count?: number }) {
  return (
    <>
      {times(count).map((section) => (
        <Stack key={section} spacing={1} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Skeleton variant="text" width="35%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </Stack>
      ))}
    </>
  );
}

/** A table: a header row and rows of cells. */
export function RowsShape({ rows = 6, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <Stack spacing={1}>
      {times(rows + 1).map((row) => (
        <Box key={row} sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
          {times(columns).map((cell) => (
            <Skeleton key={cell} variant="text" sx={{ fontSize: row === 0 ? '1.1rem' : undefined }} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}

/** A list of items, each an icon and a line (a program's tree). */
export function ListShape({ rows = 6 }: { rows?: number }) {
  return (
    <Stack spacing={1.5}>
      {times(rows).map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={28} height={28} />
          <Skeleton variant="text" sx={{ flexGrow: 1 }} />
        </Stack>
      ))}
    </Stack>
  );
}
