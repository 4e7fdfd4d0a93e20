import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LandingTemplate } from '../../../../domain/organization/landingTemplate.ts';
import { isStatisticIcon } from '../../../../domain/organization/statisticIcons.ts';
import { LandingHtmlView } from '../landing/LandingHtmlView.tsx';
import { LandingTemplateView } from '../landing/LandingTemplateView.tsx';
import { PrimaryColorScope } from '../landing/PrimaryColorScope.tsx';
import { metaDescriptionOf, usePageMeta } from '../shell/usePageMeta.ts';
import { UserText } from '../shell/userText/UserText.tsx';
import { CourseCard } from './CourseCard.tsx';
import { LandingContactLinks } from './LandingContactLinks.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import { PublicNotFound } from './PublicNotFound.tsx';
import type { LandingPageScreenQuery, LandingPageScreenQuery$data } from './__generated__/LandingPageScreenQuery.graphql.ts';

type LivePage = NonNullable<LandingPageScreenQuery$data['landingPage']>;

/** /landing-page/:orgAlias: an organisation's public page, for visitors (no sign-in). */
export function LandingPageScreen({ queryRef }: { queryRef: PreloadedQuery<LandingPageScreenQuery> }) {
  const { t } = useTranslation();
  const { landingPage } = usePreloadedQuery<LandingPageScreenQuery>(
    graphql`
      query LandingPageScreenQuery($alias: String!) @preloadable {
        landingPage(alias: $alias) {
          alias
          name
          isLive
          mode
          html
          supportLink
          socialMedia {
            facebook
            instagram
            youtube
            telegram
            whatsapp
          }
          template {
            banner
            introduction
            programsIntroductionText
            primaryColor
            statistics {
              name
              count
              icon
            }
          }
          courses {
            id
            ...CourseCard_course
          }
        }
      }
    `,
    queryRef,
  );
  // A page that is not live is not there for visitors (docs/decisions/publicPages.md).
  if (!landingPage?.isLive) {
    return <PublicNotFound title={t('publicPages.landingPageNotFound')} description={t('publicPages.landingPageNotFoundDescription')} />;
  }
  return <LivePageView page={landingPage} />;
}

function LivePageView({ page }: { page: LivePage }) {
  const { t } = useTranslation();
  const name = page.name || page.alias;
  const template: LandingTemplate | null = page.template
    ? {
        ...page.template,
        banner: page.template.banner ?? null,
        // the server sends known icon names only (readLandingTemplate); the type says string
        statistics: page.template.statistics.map(({ name: label, count, icon }) => ({ name: label, count, icon: isStatisticIcon(icon) ? icon : 'school' })),
      }
    : null;
  usePageMeta({
    title: name,
    description: template?.introduction ? metaDescriptionOf(template.introduction) : t('publicPages.landingMetaDescription', { name }),
  });
  const courses =
    page.courses.length > 0 ? (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>
        {page.courses.map((course) => (
          <CourseCard key={course.id} courseRef={course} />
        ))}
      </Box>
    ) : null;
  return (
    <PrimaryColorScope color={template?.primaryColor}>
      <PublicHeader alias={page.alias} title={<UserText>{name}</UserText>} titleIsHeading />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        {template ? (
          <LandingTemplateView
            template={template}
            bannerAlt={name}
            courses={
              courses && (
                <>
                  {!template.programsIntroductionText && <CoursesHeading />}
                  {courses}
                </>
              )
            }
          />
        ) : (
          <>
            <LandingHtmlView html={page.html ?? ''} />
            {courses && (
              <Container maxWidth="lg" sx={{ py: 3 }}>
                <CoursesHeading />
                {courses}
              </Container>
            )}
          </>
        )}
        <LandingContactLinks supportLink={page.supportLink} socialMedia={page.socialMedia} />
      </Box>
    </PrimaryColorScope>
  );
}

function CoursesHeading() {
  const { t } = useTranslation();
  return (
    <Typography variant="h5" component="h2" gutterBottom>
      {t('publicPages.availableCourses')}
    </Typography>
  );
}
