import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { HeadingShape, LoadingShape, RowsShape } from '../../shell/skeletons/LoadingShapes.tsx';

/** The learners' records page while it loads: the title, the search field and the records. */
export function UsersPageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <LoadingShape>
        <HeadingShape width="40%" />
        <Skeleton variant="rounded" height={56} />
        <RowsShape rows={6} columns={4} />
      </LoadingShape>
    </Container>
  );
}
