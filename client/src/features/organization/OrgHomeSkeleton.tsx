import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { BarShape, HeadingShape, LoadingShape, RowsShape, SectionsShape } from '../shell/skeletons/LoadingShapes.tsx';

/** /OrgHome while it loads: the top bar, the title, the settings' sections and the accounts table. */
export function OrgHomeSkeleton() {
  return (
    <LoadingShape>
      <BarShape />
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Stack spacing={2}>
          <HeadingShape width="40%" />
          <SectionsShape count={2} />
          <RowsShape rows={4} columns={5} />
        </Stack>
      </Container>
    </LoadingShape>
  );
}
