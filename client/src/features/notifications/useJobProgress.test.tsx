// @vitest-environment jsdom
// useJobProgress in the mock Relay environment, the server's answers built by
// MockPayloadGenerator from the job's schema type: a job is followed live to
// its end, read every 5 s once its subscription fails, and no longer followed
// once it settled or its follower went.
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { pendingOperations } from '../../test/subscriptions.ts';
import { queuedJob, useJobProgress, type JobState } from './useJobProgress.ts';

startEachTestAsNewBrowser();
afterEach(() => vi.useRealTimers());

const JOB_ID = btoa('Job:job1');
const FILE = '/files/private/results.xlsx?expires=1&signature=s';
const SUBSCRIPTION = 'useJobProgressSubscription';
const POLL = 'useJobProgressPollQuery';

function JobProbe({ start, heard }: { start: JobState; heard: JobState[] }) {
  const job = useJobProgress(start, (state) => heard.push(state));
  return <p data-testid="job">{`${job.status} ${job.progress} ${job.fileUrl ?? '-'}`}</p>;
}

function follow(start: JobState = queuedJob(JOB_ID)) {
  const heard: JobState[] = [];
  const view = renderWithProviders({ routes: [{ path: '/', element: <JobProbe start={start} heard={heard} /> }] });
  return { ...view, heard };
}

type Environment = ReturnType<typeof renderWithProviders>['environment'];

/** The job's state as the server answers it, every other field generated. */
const answer = (operation: OperationDescriptor, state: Pick<JobState, 'status' | 'progress' | 'fileUrl'>) =>
  MockPayloadGenerator.generate(operation, { Job: () => ({ id: JOB_ID, ...state }) });

async function subscribed(environment: Environment): Promise<OperationDescriptor> {
  return waitFor(() => {
    const [found] = pendingOperations(environment, SUBSCRIPTION);
    if (!found) throw new Error('not subscribed');
    return found;
  });
}

const shown = () => screen.getByTestId('job').textContent;

describe('useJobProgress', () => {
  it('follows the job live until it is done, hears each state, then stops listening', async () => {
    const { environment, heard } = follow();
    expect(shown()).toBe('QUEUED 0 -');
    const subscription = await subscribed(environment);
    expect(subscription.request.variables).toEqual({ id: JOB_ID });

    act(() => environment.mock.nextValue(subscription, answer(subscription, { status: 'RUNNING', progress: 40, fileUrl: null })));
    expect(shown()).toBe('RUNNING 40 -');
    act(() => environment.mock.nextValue(subscription, answer(subscription, { status: 'DONE', progress: 100, fileUrl: FILE })));
    expect(shown()).toBe(`DONE 100 ${FILE}`);

    expect(heard.map((state) => state.status)).toEqual(['RUNNING', 'DONE']);
    await waitFor(() => expect(pendingOperations(environment, SUBSCRIPTION)).toEqual([]));
  });

  it('a job that fails ends there: its state is FAILED, without a file, and it is no longer followed', async () => {
    const { environment } = follow();
    const subscription = await subscribed(environment);
    act(() => environment.mock.nextValue(subscription, answer(subscription, { status: 'FAILED', progress: 30, fileUrl: null })));
    expect(shown()).toBe('FAILED 30 -');
    await waitFor(() => expect(pendingOperations(environment, SUBSCRIPTION)).toEqual([]));
  });

  it('without a subscription (its socket refused) reads the job every 5 s until it is done, then reads no more', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment, heard } = follow();
    const subscription = await subscribed(environment);
    act(() => environment.mock.reject(subscription, new Error('socket closed')));
    expect(pendingOperations(environment, POLL)).toEqual([]);

    act(() => vi.advanceTimersByTime(5000));
    const first = await waitFor(() => pendingOperations(environment, POLL)[0] ?? Promise.reject(new Error('not read')));
    expect(first.request.variables).toEqual({ id: JOB_ID });
    act(() => environment.mock.resolve(first, answer(first, { status: 'RUNNING', progress: 60, fileUrl: null })));
    await waitFor(() => expect(shown()).toBe('RUNNING 60 -'));

    act(() => vi.advanceTimersByTime(5000));
    const second = await waitFor(() => pendingOperations(environment, POLL)[0] ?? Promise.reject(new Error('not read')));
    act(() => environment.mock.resolve(second, answer(second, { status: 'DONE', progress: 100, fileUrl: FILE })));
    await waitFor(() => expect(shown()).toBe(`DONE 100 ${FILE}`));
    expect(heard.map((state) => state.progress)).toEqual([60, 100]);

    act(() => vi.advanceTimersByTime(15_000));
    expect(pendingOperations(environment, POLL)).toEqual([]);
  });

  it('stops following when its component goes (the subscription closed, no more reads)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment, unmount } = follow();
    const subscription = await subscribed(environment);
    act(() => environment.mock.reject(subscription, new Error('socket closed')));
    unmount();
    act(() => vi.advanceTimersByTime(15_000));
    expect(pendingOperations(environment, POLL)).toEqual([]);
    expect(pendingOperations(environment, SUBSCRIPTION)).toEqual([]);
  });

  it('closes the subscription when its component goes while the job runs', async () => {
    const { environment, unmount } = follow();
    await subscribed(environment);
    unmount();
    expect(pendingOperations(environment, SUBSCRIPTION)).toEqual([]);
  });

  it('a job already done when it is handed over is shown as it is and not followed', async () => {
    const { environment } = follow({ id: JOB_ID, status: 'DONE', progress: 100, fileUrl: FILE });
    expect(shown()).toBe(`DONE 100 ${FILE}`);
    await act(async () => {});
    expect(pendingOperations(environment, SUBSCRIPTION)).toEqual([]);
  });
});
