import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { UserText } from '../shell/userText/UserText.tsx';

export interface Lecturer {
  readonly name: string;
  readonly title: string | null | undefined;
  readonly pic: string | null | undefined;
}

/** The lecturers as cards: picture (or initial), name and title. */
export function CourseLecturers({ lecturers }: { lecturers: readonly Lecturer[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
      {lecturers.map((lecturer, index) => (
        <Card component="li" key={index} variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar src={lecturer.pic ?? undefined} alt={lecturer.name} slotProps={{ img: { loading: 'lazy' } }} sx={{ width: 56, height: 56 }}>
              {lecturer.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="p" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                <UserText>{lecturer.name}</UserText>
              </Typography>
              {lecturer.title && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <UserText>{lecturer.title}</UserText>
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
