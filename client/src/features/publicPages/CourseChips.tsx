import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { UserText } from '../shell/userText/UserText.tsx';

export interface CourseChipValues {
  readonly category: string | null | undefined;
  readonly cost: string;
  readonly location: string;
}

/** Category, free or paid, and where the course takes place, as chips. */
export function CourseChips({ course, size = 'small' }: { course: CourseChipValues; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const known = (group: 'cost' | 'location', value: string) => t(`publicPages.${group}.${value}`, { defaultValue: value });
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {course.category && <Chip size={size} label={<UserText>{course.category}</UserText>} />}
      <Chip size={size} color="primary" variant="outlined" label={known('cost', course.cost)} />
      <Chip size={size} variant="outlined" label={known('location', course.location)} />
    </Stack>
  );
}
