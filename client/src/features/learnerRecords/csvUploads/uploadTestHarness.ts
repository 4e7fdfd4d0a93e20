// The upload dialogs' component tests: files chosen as a person chooses them,
// downloads kept as the browser would save them, and each batch the dialog
// sends answered in turn (checking that it waits for one before the next).
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor, PayloadData } from 'relay-runtime';
import { afterEach, beforeEach, expect } from 'vitest';
import { QUIZZES, type MockEnvironment } from '../../account/tree/treeTestHarness.tsx';

export const EXTERNAL_QUIZ = { quizId: 'quiz-q3', name: 'Graded elsewhere', isForm: false, externalGrades: true, examineesCount: 0, answersCount: 0, published: true };
export const ALL_QUIZZES = [...QUIZZES, EXTERNAL_QUIZ];

/** What the browser would have saved: jsdom has no object URLs and does not download. */
export const downloads: { fileName: string; file: Blob }[] = [];

export function keepDownloads(): void {
  const objects = new Map<string, Blob>();
  const keep = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    downloads.push({ fileName: link.download, file: objects.get(link.href)! });
  };
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:http://localhost/${objects.size}`;
      objects.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    document.addEventListener('click', keep, true);
  });
  afterEach(() => document.removeEventListener('click', keep, true));
}

/** Chooses a file in the dialog's picker, as a file saved with these bytes. */
export function chooseFile(dialog: HTMLElement, label: string, content: string, name = 'file.csv'): void {
  const file = new File([content], name, { type: 'text/csv' });
  fireEvent.change(within(dialog).getByLabelText(label), { target: { files: [file] } });
}

const pendingNamed = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((operation: OperationDescriptor) => operation.request.node.operation.name === name);

/**
 * Answers the next batch of `name` with `data(input)`, after checking that it
 * is the only one waiting (batches go one after another); gives its input.
 */
export async function answerNextBatch(
  environment: MockEnvironment,
  name: string,
  data: (input: Record<string, unknown>) => PayloadData,
): Promise<Record<string, unknown>> {
  const operation = await waitFor(() => {
    const pending = pendingNamed(environment, name);
    expect(pending).toHaveLength(1);
    return pending[0];
  });
  const input = operation.request.variables.input as Record<string, unknown>;
  act(() => environment.mock.resolve(operation, { data: data(input) }));
  return input;
}

/** Every mutation the screen sent, answered or not, by name. */
export function sentMutations(environment: MockEnvironment): string[] {
  const calls = (environment.executeMutation as unknown as { mock: { calls: [{ operation: OperationDescriptor }][] } }).mock.calls;
  return calls.map(([{ operation }]) => operation.request.node.operation.name);
}

/** The table's rows below its header, each as its cells' texts. */
export function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}
