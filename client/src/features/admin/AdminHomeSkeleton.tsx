import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { BarShape, HeadingShape, LoadingShape, RowsShape } from '../shell/skeletons/LoadingShapes.tsx';

/** /AdminHome while it loads: the top bar, the title and the organisations with their accounts. */
export function AdminHomeSkeleton() {
  return (
    <LoadingShape>
      <BarShape />
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <HeadingShape width="40%" />
          <RowsShape rows={5} columns={3} />
        </Stack>
      </Container>
    </LoadingShape>
  );
}
