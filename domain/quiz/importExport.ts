// The editor's JSON file: export writes the quiz as it is; import replaces the
// quiz being edited with a file's content. Unlike the legacy editor, a file
// that is not JSON, or not a quiz, is reported instead of ignored.
import { parseQuiz, type ParseQuizResult } from './document.ts';
import type { Quiz } from './types.ts';

export function exportQuiz(quiz: Quiz): string {
  return `${JSON.stringify(quiz, null, 2)}\n`;
}

/** The prerequisite settings: they name quizzes and tracks of the account the file came from. */
const PREREQUISITE_SETTINGS = [
  'prerequisites',
  'prerequisitesOperationOR',
  'tracks',
  'useExpression',
  'expression',
] as const;

/**
 * The file's quiz with the current quiz's id, its registration-form flag
 * and its prerequisite settings; the file's `_id` and prerequisite settings
 * are dropped. Problems: `invalidImportFile` for text that is not a JSON
 * object, else parseQuiz's problems with their paths.
 */
export function importQuiz(text: string, current: Quiz): ParseQuizResult {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    return invalidImportFile(`The file is not JSON: ${(error as Error).message}`);
  }
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    return invalidImportFile('The file does not hold a quiz object');
  }
  const imported: Record<string, unknown> = { ...content };
  delete imported._id;
  for (const setting of PREREQUISITE_SETTINGS) {
    delete imported[setting];
    if (current[setting] !== undefined) imported[setting] = current[setting];
  }
  imported.id = current.id;
  imported.isForm = current.isForm;
  return parseQuiz(imported);
}

function invalidImportFile(message: string): ParseQuizResult {
  return { ok: false, problems: [{ path: '', code: 'invalidImportFile', message }] };
}
