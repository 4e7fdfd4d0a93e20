import Grid from '@mui/material/Grid';
import { ProgramCard } from './ProgramCard.tsx';
import type { ProgramCard_program$key } from './__generated__/ProgramCard_program.graphql.ts';

/** The spec's card grid: 12, 6, 4 and 3 columns from phone to wide screen. */
interface Props {
  programs: ReadonlyArray<{ id: string } & ProgramCard_program$key>;
  /** The listing of ended programs: every card shows the lock. */
  closed?: boolean;
}

export function ProgramGrid({ programs, closed = false }: Props) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {programs.map((program) => (
        <Grid key={program.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <ProgramCard programRef={program} listedAsClosed={closed} />
        </Grid>
      ))}
    </Grid>
  );
}
