import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LandingTemplate } from '../../../../domain/organization/landingTemplate.ts';
import { MarkupText } from '../shell/userText/MarkupText.tsx';
import { UserText } from '../shell/userText/UserText.tsx';
import { PrimaryColorScope } from './PrimaryColorScope.tsx';
import { StatisticCards } from './StatisticCards.tsx';

/**
 * A landing page in template mode: banner, introduction (bold and italic),
 * statistics as cards, then the text above the available courses and the
 * courses themselves (given by the page; the editor's preview shows none).
 * Presentational: the public page and the holder's live preview both use it.
 */
export function LandingTemplateView({ template, bannerAlt, courses }: { template: LandingTemplate; bannerAlt: string; courses?: ReactNode }) {
  return (
    <PrimaryColorScope color={template.primaryColor}>
      {template.banner && (
        <Box component="img" src={template.banner} alt={bannerAlt} sx={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'cover' }} />
      )}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {template.introduction && (
          <Box sx={{ typography: { xs: 'body1', md: 'h6' }, fontWeight: { md: 400 }, mb: 4 }}>
            <MarkupText text={template.introduction} component="div" />
          </Box>
        )}
        {template.statistics.length > 0 && <StatisticCards statistics={template.statistics} />}
        {template.programsIntroductionText && (
          <Typography variant="h5" component="h2" gutterBottom>
            <UserText>{template.programsIntroductionText}</UserText>
          </Typography>
        )}
        {courses}
      </Container>
    </PrimaryColorScope>
  );
}
