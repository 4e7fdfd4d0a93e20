import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { CardsShape, HeadingShape, LoadingShape } from '../../shell/skeletons/LoadingShapes.tsx';

/** /home while it loads: the welcome, the introduction, the programs' heading and their cards. */
export function LearnerHomeSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <LoadingShape>
        <HeadingShape width="60%" />
        <Skeleton variant="rounded" height={72} />
        <HeadingShape width="30%" size="1.5rem" />
        <CardsShape count={3} />
      </LoadingShape>
    </Container>
  );
}
