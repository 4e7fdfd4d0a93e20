import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { BarShape, HeadingShape, ListShape, LoadingShape } from '../shell/skeletons/LoadingShapes.tsx';

/** /AccountHome while it loads: the toolbar, the title and the program tree. */
export function AccountHomeSkeleton() {
  return (
    <LoadingShape>
      <BarShape />
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
        <Stack spacing={2}>
          <HeadingShape width="45%" />
          <ListShape rows={8} />
        </Stack>
      </Container>
    </LoadingShape>
  );
}
