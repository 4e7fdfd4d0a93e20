import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { PrimaryColorScope } from '../landing/PrimaryColorScope.tsx';
import { StatisticCards } from '../landing/StatisticCards.tsx';
import { DetailRow } from '../shell/DetailRow.tsx';
import { metaDescriptionOf, usePageMeta } from '../shell/usePageMeta.ts';
import { UserText } from '../shell/userText/UserText.tsx';
import { CourseGoals } from './CourseGoals.tsx';
import { CourseHero } from './CourseHero.tsx';
import { CourseLecturers } from './CourseLecturers.tsx';
import { IntroductoryVideo } from './IntroductoryVideo.tsx';
import { ProgramMap } from './ProgramMap.tsx';
import { landingPagePath } from './publicPaths.ts';
import { OrganizationPageLink, PublicHeader } from './PublicHeader.tsx';
import { PublicNotFound } from './PublicNotFound.tsx';
import type { CourseIntroductionScreenQuery, CourseIntroductionScreenQuery$data } from './__generated__/CourseIntroductionScreenQuery.graphql.ts';

type Course = NonNullable<CourseIntroductionScreenQuery$data['courseIntroduction']>;

/** /course-introduction/:id: a course's public introduction (no sign-in), in the course's colour. */
export function CourseIntroductionScreen({ queryRef }: { queryRef: PreloadedQuery<CourseIntroductionScreenQuery> }) {
  const { t } = useTranslation();
  const { courseIntroduction } = usePreloadedQuery<CourseIntroductionScreenQuery>(
    graphql`
      query CourseIntroductionScreenQuery($id: ID!) @preloadable {
        courseIntroduction(id: $id) {
          accountName
          accountColor
          accountPicture
          accountLogo
          shortDescription
          category
          cost
          location
          duration
          numberOfHours
          numberOfLevels
          targetGroup
          goals
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
          organizationAlias
        }
      }
    `,
    queryRef,
  );
  if (!courseIntroduction) {
    return <PublicNotFound title={t('publicPages.courseIntroNotFound')} description={t('publicPages.courseNotFound')} />;
  }
  return <CourseIntroductionView course={courseIntroduction} />;
}

function CourseIntroductionView({ course }: { course: Course }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  usePageMeta({
    title: course.accountName,
    description: course.shortDescription ? metaDescriptionOf(course.shortDescription) : t('publicPages.courseMetaDescription', { name: course.accountName }),
  });
  const details = [
    { key: 'duration', value: course.duration },
    { key: 'numberOfHours', value: course.numberOfHours === null || course.numberOfHours === undefined ? null : number.format(course.numberOfHours) },
    { key: 'numberOfLevels', value: course.numberOfLevels === null || course.numberOfLevels === undefined ? null : number.format(course.numberOfLevels) },
    { key: 'targetGroup', value: course.targetGroup },
  ].filter((detail): detail is { key: string; value: string } => Boolean(detail.value));
  const hasVideo = Boolean(course.introductoryVideo || course.introductoryPoster);
  return (
    <PrimaryColorScope color={course.accountColor}>
      <PublicHeader
        alias={course.organizationAlias}
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            {course.accountLogo && <Box component="img" src={course.accountLogo} alt="" sx={{ height: 32, width: 'auto' }} />}
            <OrganizationPageLink to={landingPagePath(course.organizationAlias)} label={t('publicPages.organizationPage')} />
          </Box>
        }
      />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <CourseHero course={course} />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 4 }}>
          {course.statistics.length > 0 && (
            <Section title={t('publicPages.course.statistics')}>
              <StatisticCards statistics={course.statistics} />
            </Section>
          )}
          {hasVideo && (
            <Section title={t('publicPages.course.video')}>
              <Box sx={{ maxWidth: 800 }}>
                <IntroductoryVideo video={course.introductoryVideo} poster={course.introductoryPoster} courseName={course.accountName} />
              </Box>
            </Section>
          )}
          {details.length > 0 && (
            <Section title={t('publicPages.course.details')}>
              <Box component="dl" sx={{ m: 0 }}>
                {details.map((detail) => (
                  <DetailRow key={detail.key} label={t(`publicPages.course.${detail.key}`)}>
                    <UserText>{detail.value}</UserText>
                  </DetailRow>
                ))}
              </Box>
            </Section>
          )}
          {course.goals && (
            <Section title={t('publicPages.course.goals')}>
              <CourseGoals goals={course.goals} />
            </Section>
          )}
          {course.lecturers.length > 0 && (
            <Section title={t('publicPages.course.lecturers')}>
              <CourseLecturers lecturers={course.lecturers} />
            </Section>
          )}
          {course.detailedProgramMap.length > 0 && (
            <Section title={t('publicPages.course.programMap')}>
              <ProgramMap entries={course.detailedProgramMap} />
            </Section>
          )}
        </Container>
      </Box>
    </PrimaryColorScope>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
