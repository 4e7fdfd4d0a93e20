// The tree's component tests: the section over a test query its test route
// loads (relay/routeQuery.tsx) into the mock Relay environment, inside the account home's overlay and message providers as on
// /AccountHome, a program fixture, and the steps every test repeats.
import { fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import type { TreeItem } from '../../../../../domain/program/tree.ts';
import type { Language } from '../../../i18n/languages.ts';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { query, routeQuery } from '../../../relay/routeQuery.tsx';
import { renderWithProviders, resolveOperation } from '../../../test/renderWithProviders.tsx';
import { ResultsJobsProvider } from '../../results/request/ResultsJobs.tsx';
import { FeedbackProvider } from '../activity/Feedback.tsx';
import { PendingCallsProvider } from '../activity/PendingCalls.tsx';
import { ProgramTreeSection } from './ProgramTreeSection.tsx';
import type { treeTestHarnessQuery } from './__generated__/treeTestHarnessQuery.graphql.ts';
import treeTestHarnessQueryParameters from './__generated__/treeTestHarnessQuery$parameters.ts';

function TreeHost({ queryRef }: { queryRef: PreloadedQuery<treeTestHarnessQuery> }) {
  const { viewer } = usePreloadedQuery<treeTestHarnessQuery>(
    graphql`
      query treeTestHarnessQuery @relay_test_operation @preloadable {
        viewer {
          account {
            ...ProgramTreeSection_account
          }
        }
      }
    `,
    queryRef,
  );
  return viewer.account ? <ProgramTreeSection accountRef={viewer.account} /> : null;
}

function QuizEditorStub() {
  const location = useLocation();
  return <p>{`quiz editor ${location.search}`}</p>;
}

export const folder = (id: string, name: string, children: TreeItem[] = []): TreeItem => ({ id, itemType: 'folder', name, children });
export const quiz = (id: string, name: string, quizId = `quiz-${id}`): TreeItem => ({ id, itemType: 'quiz', name, quizId });
export const video = (id: string, name: string): TreeItem => ({ id, itemType: 'video', name, src: '/files/a.mp4', type: 'video/mp4' });

export interface ProgramFixture {
  programId: string;
  name: string;
  items: TreeItem[];
  revision?: number;
  order?: number;
  headingProgress?: string[];
  prerequisites?: string[];
}

export function editorProgram({ programId, name, items, revision = 3, order = 0, headingProgress = [], prerequisites = [] }: ProgramFixture) {
  return {
    id: btoa(`Program:${programId}`),
    programId,
    name,
    order,
    hidden: false,
    revision,
    prerequisites,
    tracks: [],
    prerequisitesOperationOR: false,
    headingProgress,
    items,
  };
}

export const QUIZZES = [
  { quizId: 'quiz-q1', name: 'Quiz one', isForm: false, externalGrades: false, examineesCount: 12, answersCount: 10, published: true },
  { quizId: 'quiz-q2', name: 'Survey', isForm: true, externalGrades: false, examineesCount: 0, answersCount: 0, published: true },
];

export function accountData(programs: ProgramFixture[], { enableVideo = true, quizzes = QUIZZES } = {}) {
  return {
    viewer: {
      account: {
        id: btoa('Account:acc1'),
        enableVideo,
        tracks: ['science'],
        quizzes,
        editorPrograms: programs.map((program, order) => editorProgram({ order, ...program })),
      },
    },
  };
}

/** The section on /AccountHome with these programs, in English unless told; /AccountEditQuiz and /AccountQuizResults show where it was sent. */
export async function openTree(programs: ProgramFixture[], { language = 'en', ...options }: { enableVideo?: boolean; language?: Language; quizzes?: typeof QUIZZES } = {}) {
  const rendered = renderWithProviders({
    language,
    path: '/AccountHome',
    routes: [
      {
        path: '/AccountHome',
        ...routeQuery(
          (props: { queryRef: PreloadedQuery<treeTestHarnessQuery> }) => (
            <PendingCallsProvider>
              <FeedbackProvider>
                <ResultsJobsProvider>
                  <Suspense fallback={null}>
                    <TreeHost {...props} />
                  </Suspense>
                </ResultsJobsProvider>
              </FeedbackProvider>
            </PendingCallsProvider>
          ),
          () => query(treeTestHarnessQueryParameters, {}, { networkCacheConfig: ADMIN_CREDENTIAL }),
        ),
      },
      { path: '/AccountEditQuiz', element: <QuizEditorStub /> },
      { path: '/AccountQuizResults/:quizId', element: <p>quiz results</p> },
    ],
  });
  await resolveOperation(rendered.environment, 'treeTestHarnessQuery', accountData(programs, options));
  return rendered;
}

/** Opens a row (program or folder) by its toggle's accessible name. */
export async function expand(name: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name }));
}

/** Opens a row's actions menu and gives the menu. */
export async function openActions(name: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

export async function chooseAction(menuButton: string, action: string): Promise<void> {
  const menu = await openActions(menuButton);
  fireEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

export type MockEnvironment = Awaited<ReturnType<typeof openTree>>['environment'];

/** The input of the last operation of this name that was sent. */
export function sentInput(environment: MockEnvironment, name: string): Record<string, unknown> {
  const sent = environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.operation.name === name);
  if (sent.length === 0) throw new Error(`${name} was not sent`);
  return sent.at(-1)!.request.variables.input as Record<string, unknown>;
}

/** The queries still waiting for an answer: a read again after a change would be one. */
export const pendingQueries = (environment: MockEnvironment): string[] =>
  environment.mock
    .getAllOperations()
    .map((operation: OperationDescriptor) => operation.request.node.operation.name)
    .filter((name: string) => name.endsWith('Query'));
