import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { UserText } from '../shell/userText/UserText.tsx';
import { CourseChips } from './CourseChips.tsx';
import { courseIntroductionPath, DEFAULT_COURSE_PICTURE } from './publicPaths.ts';
import type { CourseCard_course$key } from './__generated__/CourseCard_course.graphql.ts';

/**
 * An available course on the landing page: one link to its introduction
 * (keyboard-reachable, named by its content). The picture is decorative: the
 * name follows it.
 */
export function CourseCard({ courseRef }: { courseRef: CourseCard_course$key }) {
  const course = useFragment(
    graphql`
      fragment CourseCard_course on CourseIntroduction {
        id
        accountName
        accountPicture
        shortDescription
        category
        cost
        location
      }
    `,
    courseRef,
  );
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex' }}>
      <CardActionArea component={RouterLink} to={courseIntroductionPath(course.id)} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <CardMedia component="img" image={course.accountPicture ?? DEFAULT_COURSE_PICTURE} alt="" loading="lazy" sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h3">
            <UserText>{course.accountName}</UserText>
          </Typography>
          {course.shortDescription && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <UserText>{course.shortDescription}</UserText>
            </Typography>
          )}
          <CourseChips course={course} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
