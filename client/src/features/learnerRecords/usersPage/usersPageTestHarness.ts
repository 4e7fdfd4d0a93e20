// The users management page's component tests: /AccountUsersManagement on the
// real routes in the mock Relay environment, signed in as an account owner or
// an organisation holder, a learner's records, and the steps tests repeat.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor, PayloadData } from 'relay-runtime';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithProviders, resolveOperation } from '../../../test/renderWithProviders.tsx';

export const ACCOUNT_ID = btoa('Account:acc1');
export const OTHER_ACCOUNT_ID = btoa('Account:acc2');
export const FINAL_EXAM_ID = btoa('Quiz:q1');
export const PHYSICS_ID = btoa('Quiz:q2');
export const SURVEY_ID = btoa('Quiz:q3');
export const PRIVATE_EXAM_ID = btoa('Quiz:q4');

export interface QuizRecord {
  quizId: string;
  name: string;
  isForm: boolean;
  mark: number | null;
  maxGrade: number;
  gradeOffset: number;
}

export const finalExam: QuizRecord = { quizId: FINAL_EXAM_ID, name: 'Final exam', isForm: false, mark: 7, maxGrade: 10, gradeOffset: 0 };
export const physics: QuizRecord = { quizId: PHYSICS_ID, name: 'اختبار الفيزياء', isForm: false, mark: null, maxGrade: 20, gradeOffset: -2 };
export const survey: QuizRecord = { quizId: SURVEY_ID, name: 'Survey', isForm: true, mark: 0, maxGrade: 0, gradeOffset: 0 };

export function learnerRecords({
  email = 'amal@example.com',
  registered = true,
  quizzes = [finalExam, physics, survey],
  privateQuizzes = [{ quizId: PRIVATE_EXAM_ID, name: 'Private exam' }],
}: { email?: string; registered?: boolean; quizzes?: QuizRecord[]; privateQuizzes?: { quizId: string; name: string }[] } = {}) {
  return { learnerRecords: { __typename: 'QueryLearnerRecordsSuccess', data: { email, registered, quizzes, privateQuizzes } } };
}

export const notFound = { learnerRecords: { __typename: 'AppError', code: 'userNotFound', field: 'email' } };

const ownerViewer = { viewer: { username: 'owner', account: { id: ACCOUNT_ID, alias: 'Science', email: 'owner@example.com', username: 'owner' } } };

export function holderViewer(accounts = [{ id: ACCOUNT_ID, alias: 'Science', username: 'science-owner' }, { id: OTHER_ACCOUNT_ID, alias: 'الرياضيات', username: 'maths-owner' }]) {
  return {
    viewer: {
      username: 'holder',
      organization: { id: btoa('Organization:o1'), name: 'Acme Academy', accounts: { edges: accounts.map((node) => ({ cursor: node.id, node })) } },
    },
  };
}

/** The admin bundle's first import can outlast a test's waits on a loaded machine: load it before the tests. */
export async function loadAdminBundle(): Promise<void> {
  await import('../../admin/routes.tsx');
}

interface Options {
  level?: 'account' | 'org';
  language?: Language;
  /** the address opened (OrgHome's link adds ?account=) */
  path?: string;
  viewer?: PayloadData;
}

/** /AccountUsersManagement opened with an admin session of that level, its screen query answered. */
export async function openUsersPage({ level = 'account', language = 'en', path = '/AccountUsersManagement', viewer }: Options = {}) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: level });
  const rendered = renderWithProviders({ path, language });
  const query = await resolveOperation(rendered.environment, 'UsersManagementScreenQuery', viewer ?? (level === 'org' ? holderViewer() : ownerViewer));
  return { ...rendered, query };
}

export type MockEnvironment = Awaited<ReturnType<typeof openUsersPage>>['environment'];

/** Types the e-mail and submits the search form, as Enter in the field does. */
export async function searchFor(email: string, fieldName = "Learner's e-mail"): Promise<void> {
  const field = await screen.findByRole('textbox', { name: fieldName });
  fireEvent.change(field, { target: { value: email } });
  fireEvent.submit(field.closest('form')!);
}

/** Searches and answers the records query; gives the operation sent. */
export async function findLearner(environment: MockEnvironment, data: PayloadData = learnerRecords(), email = 'amal@example.com', fieldName?: string) {
  await searchFor(email, fieldName);
  return resolveOperation(environment, 'LearnerRecordsResultQuery', data);
}

/** The operations of this name sent so far and not answered yet. */
export function pending(environment: MockEnvironment, name: string): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === name);
}

/** The input of the pending mutation of this name. */
export async function sentInput(environment: MockEnvironment, name: string): Promise<Record<string, unknown>> {
  const [operation] = await waitFor(() => {
    const sent = pending(environment, name);
    if (sent.length === 0) throw new Error(`${name} was not sent`);
    return sent;
  });
  return operation.request.variables.input as Record<string, unknown>;
}

/** Answers the pending operation of this name with an error, as a failed network would. */
export function failOperation(environment: MockEnvironment, name: string): void {
  const [operation] = pending(environment, name);
  act(() => environment.mock.reject(operation, new Error('offline')));
}
