import type { PreloadedQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router';
import { queryRefOf } from '../../../relay/routeQuery.tsx';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LearnerSignInDialog } from '../signin/LearnerSignInDialog.tsx';
import LearnerSignInDialogQuery from '../signin/__generated__/LearnerSignInDialogQuery$parameters.ts';
import type { LearnerSignInDialogQuery as SignInQuery } from '../signin/__generated__/LearnerSignInDialogQuery.graphql.ts';
import { FolderPage } from './FolderPage.tsx';
import FolderPageQuery from './__generated__/FolderPageQuery$parameters.ts';
import type { FolderPageQuery as PageQuery } from './__generated__/FolderPageQuery.graphql.ts';

/**
 * /UserHomeFolderView?domain=&program=&folder=: one folder's children as
 * cards. Without a learner session a sign-in dialog; with a value missing
 * (the route loads nothing), or a program or folder that cannot be found,
 * the learner login.
 */
export function FolderViewScreen({ queryRef }: { queryRef: PreloadedQuery<PageQuery | SignInQuery> }) {
  const [params] = useSearchParams();
  const signIn = queryRefOf(queryRef, LearnerSignInDialogQuery);
  const folder = queryRefOf(queryRef, FolderPageQuery);
  if (signIn) return <LearnerSignInDialog queryRef={signIn} />;
  if (!folder) return <Navigate to="/login" replace />;
  return (
    <ErrorBoundary fallback={() => <Navigate to="/login" replace />}>
      <FolderPage key={folder.variables.programId} queryRef={folder} domainId={params.get('domain') ?? ''} folderId={params.get('folder') ?? ''} />
    </ErrorBoundary>
  );
}
