import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router';
import { queryRefOf } from '../../../relay/routeQuery.tsx';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LearnerSignInDialog } from '../signin/LearnerSignInDialog.tsx';
import LearnerSignInDialogQuery from '../signin/__generated__/LearnerSignInDialogQuery$parameters.ts';
import type { LearnerSignInDialogQuery as SignInQuery } from '../signin/__generated__/LearnerSignInDialogQuery.graphql.ts';
import { ProgramPage } from './ProgramPage.tsx';
import { ProgramSkeleton } from './ProgramSkeleton.tsx';
import ProgramPageQuery from './__generated__/ProgramPageQuery$parameters.ts';
import type { ProgramPageQuery as PageQuery } from './__generated__/ProgramPageQuery.graphql.ts';

/**
 * /UserHomeProgramTree?domainId=&programId=&closed=: without a learner
 * session a sign-in dialog; without both ids (the route loads nothing), or
 * when the program cannot be loaded, the learner login. While it loads, its
 * shape (issue 30).
 */
export function ProgramTreeScreen({ queryRef }: { queryRef: PreloadedQuery<PageQuery | SignInQuery> }) {
  const [params] = useSearchParams();
  const signIn = queryRefOf(queryRef, LearnerSignInDialogQuery);
  const program = queryRefOf(queryRef, ProgramPageQuery);
  if (signIn) return <LearnerSignInDialog queryRef={signIn} />;
  if (!program) return <Navigate to="/login" replace />;
  return (
    <ErrorBoundary fallback={() => <Navigate to="/login" replace />}>
      <Suspense fallback={<ProgramSkeleton />}>
        <ProgramPage key={program.variables.programId} queryRef={program} domainId={params.get('domainId') ?? ''} />
      </Suspense>
    </ErrorBoundary>
  );
}
