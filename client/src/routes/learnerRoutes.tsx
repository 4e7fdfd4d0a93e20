// The learner's routes: `/` and the screens under the learner toolbar, each
// with the queries it loads (relay/routeQuery.tsx). Paths are the spec's
// (hash URLs such as /#/home/{quizId}/{isForm}/{account}).
import { Navigate, type RouteObject } from 'react-router';
import LearnerEntryScreenQuery from '../features/learner/entry/__generated__/LearnerEntryScreenQuery$parameters.ts';
import type { FolderPageQuery as FolderQuery } from '../features/learner/folder/__generated__/FolderPageQuery.graphql.ts';
import FolderPageQuery from '../features/learner/folder/__generated__/FolderPageQuery$parameters.ts';
import LearnerHomeScreenQuery from '../features/learner/home/__generated__/LearnerHomeScreenQuery$parameters.ts';
import LiveOrganizationRedirectQuery from '../features/learner/landing/__generated__/LiveOrganizationRedirectQuery$parameters.ts';
import type { ProgramPageQuery as ProgramQuery } from '../features/learner/program/__generated__/ProgramPageQuery.graphql.ts';
import ProgramPageQuery from '../features/learner/program/__generated__/ProgramPageQuery$parameters.ts';
import type { LearnerSignInDialogQuery as SignInQuery } from '../features/learner/signin/__generated__/LearnerSignInDialogQuery.graphql.ts';
import LearnerSignInDialogQuery from '../features/learner/signin/__generated__/LearnerSignInDialogQuery$parameters.ts';
import LearnerToolbarMenusQuery from '../features/learner/toolbar/__generated__/LearnerToolbarMenusQuery$parameters.ts';
import UserSettingsScreenQuery from '../features/privacy/__generated__/UserSettingsScreenQuery$parameters.ts';
import QuizAnswerScreenQuery from '../features/quiz/__generated__/QuizAnswerScreenQuery$parameters.ts';
import MyTicketsQuery from '../features/tickets/report/__generated__/MyTicketsQuery$parameters.ts';
import { reporterCredential, ticketReadOptions } from '../features/tickets/reporterCredential.ts';
import { LearnerLayout } from '../features/shell/LearnerLayout.tsx';
import { query, routeQuery, type ChooseQuery, type RouteLocation } from '../relay/routeQuery.tsx';
import { readStored } from '../storage/browserStorage.ts';
import { hasLearnerSession } from '../storage/learnerSession.ts';
import { learner, learnerEntry, quiz } from './lazyScreens.ts';
import { learnerOnly, RequireLearner } from './RequireLearner.tsx';

// Never from the store: another learner may have used this browser before,
// and marks, results and playback positions change on other devices.
const FROM_THE_SERVER = { fetchPolicy: 'network-only' } as const;

/** `/`: the stored alias's landing page when there is one, else the host's organisation. */
const landing = () => {
  const alias = readStored('org');
  return query(LiveOrganizationRedirectQuery, { alias: alias ?? '', byStoredAlias: Boolean(alias) }, FROM_THE_SERVER);
};

/** The toolbar's menus: for a signed-in learner, past the sign-in page. */
const toolbarMenus = ({ pathname }: RouteLocation) =>
  hasLearnerSession() && pathname !== '/login' ? query(LearnerToolbarMenusQuery, {}, { fetchPolicy: 'store-and-network' }) : null;

/** A shared program link: without a session its sign-in dialog's query, with one and both ids the program's. */
const program: ChooseQuery<ProgramQuery | SignInQuery> = ({ searchParams }) => {
  if (!hasLearnerSession()) return query(LearnerSignInDialogQuery, {});
  const programId = searchParams.get('programId');
  return programId && searchParams.get('domainId') ? query(ProgramPageQuery, { programId }, FROM_THE_SERVER) : null;
};

/** A shared folder link: the same, with the program, its account and the folder. */
const folder: ChooseQuery<FolderQuery | SignInQuery> = ({ searchParams }) => {
  if (!hasLearnerSession()) return query(LearnerSignInDialogQuery, {});
  const programId = searchParams.get('program');
  return programId && searchParams.get('domain') && searchParams.get('folder') ? query(FolderPageQuery, { programId }, FROM_THE_SERVER) : null;
};

/** The reporter's own tickets, when there is a reporter (a signed-in learner or administrator). */
const myTickets = () => {
  const credential = reporterCredential();
  return credential ? query(MyTicketsQuery, {}, ticketReadOptions(credential)) : null;
};

const signIn = routeQuery(learnerEntry.LearnerEntryScreen, () => query(LearnerEntryScreenQuery, {}));
const toLogin = <Navigate to="/login" replace />;

export const landingRoute: RouteObject = { index: true, ...routeQuery(learner.LandingRouter, landing) };

export const learnerRoutes: RouteObject = {
  ...routeQuery(LearnerLayout, toolbarMenus, { unloaded: <LearnerLayout queryRef={null} /> }),
  children: [
    { path: 'login', ...signIn },
    // anyone: signed-in learners and administrators, or a visitor with a contact e-mail
    { path: 'TicketReport', ...routeQuery(learner.TicketReportScreen, myTickets, { unloaded: <learner.TicketReportScreen queryRef={null} /> }) },
    { path: 'home', ...learnerOnly(routeQuery(learner.LearnerHomeScreen, () => query(LearnerHomeScreenQuery, {}, FROM_THE_SERVER))) },
    // A shared quiz link: sign in first, then the quiz.
    { path: 'home/:quizCode/:isForm?/:accountId?', ...signIn },
    ...(
      [
        ['QuizView', <quiz.QuizViewScreen key="quiz" />],
        ['Info', <quiz.InfoScreen key="info" />],
      ] as const
    ).map(([path, screen]) => ({ path, element: <RequireLearner>{screen}</RequireLearner> })),
    {
      path: 'QuizAnswerView',
      ...learnerOnly(
        routeQuery(
          quiz.QuizAnswerScreen,
          ({ searchParams }: RouteLocation) => {
            const quizId = searchParams.get('quiz');
            return quizId ? query(QuizAnswerScreenQuery, { quizId }, FROM_THE_SERVER) : null;
          },
          { unloaded: <Navigate to="/home" replace /> },
        ),
      ),
    },
    { path: 'user-settings', ...learnerOnly(routeQuery(learner.UserSettingsScreen, () => query(UserSettingsScreenQuery, {}, { fetchPolicy: 'store-and-network' }))) },
    // Shared program and folder links open a sign-in dialog of their own when there is no session.
    { path: 'UserHomeProgramTree', ...routeQuery(learner.ProgramTreeScreen, program, { unloaded: toLogin }) },
    { path: 'UserHomeFolderView', ...routeQuery(learner.FolderViewScreen, folder, { unloaded: toLogin }) },
    // The media saved on this device; needs no server data, so it opens offline (the session is local).
    {
      path: 'offline',
      element: (
        <RequireLearner>
          <learner.SavedForOfflineScreen />
        </RequireLearner>
      ),
    },
  ],
};
