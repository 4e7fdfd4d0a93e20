// The layers of eslint.config.js, checked on imports written the way a
// newcomer would: domain/ imports no server/, schema/ or client/ code;
// client/ no server/ or schema/ code; server/ and schema/ no client/ code.
// Packages that merely share a name (@emotion/server, react-dom/server) pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the layers, as lint keeps them', () => {
  const refused: [string, string][] = [
    ['domain/quiz/example.ts', "import { startApp } from '../../server/app.ts';"],
    ['domain/quiz/example.ts', "import { builder } from '../../schema/builder.ts';"],
    ['domain/example.ts', "import { theme } from '../client/src/theme/theme.ts';"],
    ['client/src/features/example.tsx', "import { prisma } from '../../../server/db/database.ts';"],
    ['client/src/features/example.tsx', "import type { Quiz } from '../../../server/db/generated/client.ts';"],
    ['client/src/features/example.tsx', "import { getSchema } from '../../../schema/index.ts';"],
    ['server/services/example.ts', "import { theme } from '../../client/src/theme/theme.ts';"],
    ['schema/types/example.ts', "import { theme } from '../../client/src/theme/theme.ts';"],
  ];
  it.each(refused)('%s may not import %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([expect.stringContaining(`${file.split('/')[0]}/ `)]);
  }, 30_000);

  const allowed: [string, string][] = [
    ['client/src/features/example.tsx', "import { prepareQuizForSave } from '../../../domain/quiz/editorRules.ts';"],
    ['client/src/firstScreen/example.tsx', "import createEmotionServer from '@emotion/server/create-instance';"],
    ['server/services/example.ts', "import { gradeSubmission } from '../../domain/quiz/score.ts';"],
    ['schema/types/example.ts', "import { saveQuiz } from '../../server/services/quizEditing.ts';"],
  ];
  it.each(allowed)('%s may import %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  }, 30_000);
});
