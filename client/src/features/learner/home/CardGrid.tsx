import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

/** The spec's card grid: 12, 6, 4 and 3 columns from phone to wide screen. */
export function CardGrid<T extends { readonly id: string }>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          {render(item)}
        </Grid>
      ))}
    </Grid>
  );
}
