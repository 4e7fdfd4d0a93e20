import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { HeadingShape, ListShape, LoadingShape } from '../../shell/skeletons/LoadingShapes.tsx';

/** A program while it loads: its name, its progress bar and its items. */
export function ProgramSkeleton() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <LoadingShape>
        <HeadingShape width="55%" />
        <Skeleton variant="rounded" height={10} />
        <ListShape rows={7} />
      </LoadingShape>
    </Container>
  );
}
