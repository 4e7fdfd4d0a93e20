// One course introduction on OrgHome: its picture (or the default), name,
// short description and chips (category, cost, location), with Edit, Delete
// and View (the public page, in a new tab).
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { DEFAULT_COURSE_PICTURE } from '../../../../domain/courseIntroductions/courseIntroduction.ts';
import { UserText } from '../shell/userText/UserText.tsx';
import type { CourseIntroductionCard_introduction$data, CourseIntroductionCard_introduction$key } from './__generated__/CourseIntroductionCard_introduction.graphql.ts';

export type CardIntroduction = CourseIntroductionCard_introduction$data;

interface Props {
  introductionRef: CourseIntroductionCard_introduction$key;
  onEdit: (introduction: CardIntroduction) => void;
  onDelete: (introduction: CardIntroduction) => void;
}

/** The public page of an introduction (learner spec: /course-introduction/:id). */
export const courseIntroductionUrl = (id: string) => `/#/course-introduction/${encodeURIComponent(id)}`;

export function CourseIntroductionCard({ introductionRef, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const introduction = useFragment(
    graphql`
      fragment CourseIntroductionCard_introduction on CourseIntroduction {
        id
        accountName
        accountColor
        accountPicture
        accountLogo
        shortDescription
        goals
        duration
        numberOfHours
        numberOfLevels
        targetGroup
        location
        category
        cost
        statistics {
          name
          count
          icon
        }
        lecturers {
          name
          title
          pic
        }
        detailedProgramMap {
          subject
          contents
        }
        introductoryVideo
        introductoryPoster
        account {
          id
          alias
        }
      }
    `,
    introductionRef,
  );
  const name = introduction.accountName;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="article" aria-label={name}>
      <CardMedia component="img" height={140} image={introduction.accountPicture || DEFAULT_COURSE_PICTURE} alt="" sx={{ objectFit: 'cover' }} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h3" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{name}</UserText>
        </Typography>
        {introduction.shortDescription && (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {introduction.shortDescription}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {introduction.category && <Chip size="small" label={<UserText>{introduction.category}</UserText>} />}
          <Chip size="small" color={introduction.cost === 'paid' ? 'warning' : 'success'} variant="outlined" label={t(`courseIntros.cost.${introduction.cost}`)} />
          <Chip size="small" variant="outlined" label={t(`courseIntros.location.${introduction.location}`)} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(introduction)} aria-label={t('courseIntros.editNamed', { name })}>
          {t('courseIntros.edit')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(introduction)} aria-label={t('courseIntros.deleteNamed', { name })}>
          {t('courseIntros.delete')}
        </Button>
        <Button
          size="small"
          startIcon={<OpenInNewIcon />}
          href={courseIntroductionUrl(introduction.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('courseIntros.viewNamed', { name })}
        >
          {t('courseIntros.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
