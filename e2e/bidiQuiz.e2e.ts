// User content in the other direction than the page (learner spec, Arabic
// first): in Arabic, English questions, choices and clarifications read left
// to right with their punctuation at their end, Arabic ones with Latin words
// inside stay right to left, and a long English name in the greeting of a
// 390 px phone is cut at its own end, not at its beginning.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { stackOfThisFile } from './harness.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { changeQuiz } from './quizApi.ts';
import { textsOf } from './texts.ts';

const seeded = { account: 'Demo Account', program: 'Getting started', folder: 'Assessment', quiz: 'Introduction quiz' } as const;
const english = { question: 'What is the capital of Egypt?', choice: 'Cairo', clarification: 'Cairo has been the capital since 969.' };
const mixed = { question: 'ما عاصمة France؟', choice: 'باريس (Paris)', clarification: 'عاصمة فرنسا هي Paris.' };

const stack = stackOfThisFile();

beforeAll(async () => {
  // An Arabic question with Latin words beside the seeded English ones.
  await changeQuiz(stack.url, seeded.quiz, (document) => ({
    ...document,
    sections: document.sections.map((section, index) =>
      index === 0
        ? {
            ...section,
            questions: [
              ...section.questions,
              { id: 'q-mixed', type: 0, text: mixed.question, choices: [mixed.choice, 'ليون (Lyon)'], correctAnswer: 1, weight: 1, clarification: mixed.clarification },
            ],
          }
        : section,
    ),
  }));
});

async function arabicLearner(name: string, width?: number): Promise<Page> {
  const page = await stack.newPage({ locale: 'ar', width });
  await page.goto('/#/login');
  await registerFromEntryScreen(page, 'ar', newLearner('ar', name));
  return page;
}

interface Layout {
  dir: string | null;
  direction: string;
  /** the horizontal centres of the first and the last character as laid out */
  firstX: number;
  lastX: number;
}

/** How the browser lays out the isolated text `text` (the <bdi> holding exactly it). */
function layoutOf(isolate: Locator): Promise<Layout> {
  return isolate.evaluate((element) => {
    const node = element.firstChild as Text;
    const centre = (start: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const box = range.getBoundingClientRect();
      return box.left + box.width / 2;
    };
    return {
      dir: element.getAttribute('dir'),
      direction: getComputedStyle(element).direction,
      firstX: centre(node.data.length - node.data.trimStart().length),
      lastX: centre(node.data.trimEnd().length - 1),
    };
  });
}

const isolate = (page: Page, text: string) => page.locator('bdi', { hasText: text }).filter({ hasText: new RegExp(`^${text.replace(/[.?()]/g, '\\$&')}$`) }).first();

async function expectLeftToRight(page: Page, text: string): Promise<void> {
  const layout = await layoutOf(isolate(page, text));
  expect(layout, text).toMatchObject({ dir: 'auto', direction: 'ltr' });
  expect(layout.lastX, `${text}: its end is on the right`).toBeGreaterThan(layout.firstX);
}

async function expectRightToLeft(page: Page, text: string): Promise<void> {
  const layout = await layoutOf(isolate(page, text));
  expect(layout, text).toMatchObject({ dir: 'auto', direction: 'rtl' });
  expect(layout.lastX, `${text}: its end is on the left`).toBeLessThan(layout.firstX);
}

describe('a mixed Arabic and English quiz in Arabic', () => {
  test('each question, choice and clarification reads in its own direction, taking the quiz and in its review', async () => {
    const t = textsOf('ar');
    const page = await arabicLearner('سارة أحمد');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.folder }).first().click();
    await expectLeftToRight(page, seeded.quiz);
    await page.getByRole('link', { name: seeded.quiz }).first().click();
    await page.getByRole('radio', { name: english.choice, exact: true }).waitFor();

    await expectLeftToRight(page, english.question);
    await expectLeftToRight(page, english.choice);
    await expectRightToLeft(page, mixed.question);
    await expectRightToLeft(page, mixed.choice);

    await page.getByRole('radio', { name: english.choice, exact: true }).check();
    await page.getByRole('radio', { name: mixed.choice, exact: true }).check();
    await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill('green');
    const next = page.getByRole('button', { name: t('quizTaking.next'), exact: true });
    if (await next.isVisible()) await next.click();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    await page.getByText(english.clarification).waitFor();

    await expectLeftToRight(page, english.question);
    await expectLeftToRight(page, english.clarification);
    await expectRightToLeft(page, mixed.question);
    await expectRightToLeft(page, mixed.clarification);
  });
});

describe('the greeting on a 390 px phone in Arabic', () => {
  test('a long English name shows whole, left to right, after the whole Arabic greeting, within the phone', async () => {
    const name = 'Alexandra Catherine Montgomery-Richardson of Westminster';
    const page = await arabicLearner(name, 390);
    const greeting = page.getByRole('banner').locator('bdi', { hasText: name });
    await greeting.waitFor();
    // The home may render its banner once more after it first shows (its data arriving): a
    // reading taken from a replaced, detached element has no style, so read until one is attached.
    const read = () => greeting.evaluate((element) => {
      const style = getComputedStyle(element);
      const boxes = [...element.getClientRects()];
      return {
        dir: element.getAttribute('dir'),
        direction: style.direction,
        textOverflow: style.textOverflow,
        sentence: element.parentElement?.textContent ?? '',
        lines: new Set(boxes.map((box) => Math.round(box.top))).size,
        insidePhone: boxes.length > 0 && boxes.every((box) => box.left >= -1 && box.right <= window.innerWidth + 1),
      };
    });
    let shown = await read();
    for (let tries = 0; shown.direction === '' && tries < 50; tries += 1) {
      await page.waitForTimeout(100);
      shown = await read();
    }
    // issue 30: names in full on a line of their own, wrapping, never cut with an ellipsis
    expect(shown).toMatchObject({ dir: 'auto', direction: 'ltr', insidePhone: true });
    expect(shown.textOverflow).not.toBe('ellipsis');
    expect(shown.lines).toBeGreaterThan(1);
    expect(shown.sentence).toBe(textsOf('ar')('shell.welcome', { name }));
  });
});
