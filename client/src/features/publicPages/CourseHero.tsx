import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { UserText } from '../shell/userText/UserText.tsx';
import { CourseChips, type CourseChipValues } from './CourseChips.tsx';
import { DEFAULT_COURSE_PICTURE } from './publicPaths.ts';

interface HeroCourse extends CourseChipValues {
  readonly accountName: string;
  readonly accountPicture: string | null | undefined;
  readonly shortDescription: string | null | undefined;
}

/** The course's picture (or the default one), its name as the page's heading, its short description and chips. */
export function CourseHero({ course }: { course: HeroCourse }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, alignItems: 'center' }}>
        <Box
          component="img"
          src={course.accountPicture ?? DEFAULT_COURSE_PICTURE}
          alt={course.accountName}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, display: 'block' }}
        />
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Typography variant="h4" component="h1" color="primary" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <UserText>{course.accountName}</UserText>
          </Typography>
          {course.shortDescription && (
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
              <UserText>{course.shortDescription}</UserText>
            </Typography>
          )}
          <CourseChips course={course} size="medium" />
        </Box>
      </Container>
    </Box>
  );
}
