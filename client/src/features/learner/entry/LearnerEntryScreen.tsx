import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import { hasLearnerSessionFor } from '../../../storage/learnerSession.ts';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import { entryTarget } from './entryTarget.ts';
import { LearnerEntryPage } from './LearnerEntryPage.tsx';
import type { LearnerEntryScreenQuery } from './__generated__/LearnerEntryScreenQuery.graphql.ts';

/** /login and the shared quiz links /home/:quizCode/...: sign in or register by e-mail. */
export function LearnerEntryScreen({ queryRef }: { queryRef: PreloadedQuery<LearnerEntryScreenQuery> }) {
  const navigate = useNavigate();
  const params = useParams();
  // A shared quiz link leads to the quiz once signed in.
  const target = entryTarget(params);
  const { organization } = usePreloadedQuery<LearnerEntryScreenQuery>(
    graphql`
      query LearnerEntryScreenQuery @preloadable {
        organization {
          alias
          verifiedSignIn
          supportLink
          # read by the first visit's screen, which has no Relay store (firstScreen/)
          primaryColor
          ...useOrganizationColor_organization
        }
      }
    `,
    queryRef,
  );
  useOrganizationColor(organization);
  // Decided once on arrival: a session of this organisation is still open, so sign in automatically.
  const [alreadySignedIn] = useState(() => hasLearnerSessionFor(organization.alias));
  if (alreadySignedIn) return <Navigate to={target} replace />;
  return <LearnerEntryPage organization={organization} fromQuizLink={Boolean(params.quizCode)} onSignedIn={() => void navigate(target)} />;
}
