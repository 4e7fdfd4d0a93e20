// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../../domain/quiz/types.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { isolationOf, ISOLATED } from '../../../test/isolation.ts';
import { questionElementId } from './questionElementId.ts';
import { renderQuestion } from './questionTestHarness.tsx';

startEachTestAsNewBrowser();

const spaces = (size: 'lg' | 'md' | 'sm' | undefined, count: number) =>
  Array.from({ length: count }, () => ({ type: 'space' as const, values: [], size }));

describe('the weight beside a question (spec §9)', () => {
  it.each([
    ['a single choice shows its weight', { id: 'q', type: 0, text: 'Q', choices: ['a'], weight: 3 }, 'Points: 3'],
    ['complete-the-spaces shows weight × spaces', { id: 'q', type: 2, text: 'Q', weight: 2, fields: [{ type: 'text', value: 'A' }, ...spaces('sm', 3)] }, 'Points: 6'],
    ['an info question shows none', { id: 'q', type: 4, text: 'Q', weight: 5 }, null],
    ['a zero-weight question shows none', { id: 'q', type: 0, text: 'Q', choices: ['a'], weight: 0 }, null],
  ] as [string, Question, string | null][])('%s', (_rule, question, shown) => {
    renderQuestion(question);
    expect(screen.queryByText(/^Points:/)?.textContent ?? null).toBe(shown);
  });
});

describe('the question card', () => {
  it('is a group named by the question’s number and text, with the text’s line breaks kept', () => {
    renderQuestion({ id: 'q7', type: 1, text: 'First line\nSecond line' }, { number: 7 });
    const group = screen.getByRole('group', { name: /^Question 7 First line\s+Second line$/ });
    const text = within(group).getByText(/First line/);
    expect(text.textContent).toBe('First line\nSecond line');
    // The text is isolated (bdi) inside the paragraph that keeps the breaks.
    expect(getComputedStyle(text.parentElement as HTMLElement).whiteSpace).toBe('pre-wrap');
    expect(group.closest(`#${questionElementId('q7')}`)).not.toBeNull();
  });

  it('isolates the question’s text and its choices for bidirectional text: an English question keeps its "?" at its end in Arabic', () => {
    renderQuestion({ id: 'q', type: 0, text: 'What is the capital of Egypt?', choices: ['Cairo', 'الجيزة Giza'], weight: 1 });
    for (const text of ['What is the capital of Egypt?', 'Cairo', 'الجيزة Giza']) expect(isolationOf(text)).toEqual(ISOLATED);
  });

  it('shows the picture, the YouTube clip (privacy player, 16:9) and the video, each named', () => {
    renderQuestion(
      {
        id: 'q',
        type: 4,
        text: 'Watch',
        imageURL: '/files/a.png',
        youTubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
        videoUrl: '/files/b.mp4',
      },
      { number: 2 },
    );
    const image = screen.getByRole('img', { name: 'Picture of question 2' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/files/a.png');
    expect(getComputedStyle(image).maxHeight).toBe('500px');
    const clip = screen.getByTitle('Video of question 2') as HTMLIFrameElement;
    expect(clip.tagName).toBe('IFRAME');
    expect(clip.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30');
    expect(getComputedStyle(clip).aspectRatio.replaceAll(' ', '')).toBe('16/9');
    const video = screen.getByLabelText('Video of question 2', { selector: 'video' }) as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(video.getAttribute('src')).toBe('/files/b.mp4');
  });

  it('an info question is text only: no input', () => {
    renderQuestion({ id: 'q', type: 4, text: 'Read this first' });
    expect(screen.getByText('Read this first')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows no problem before a submit attempt or before the learner leaves the question', () => {
    renderQuestion({ id: 'q', type: 1, text: 'Name?' });
    expect(screen.queryByText('This question must be answered.')).toBeNull();
  });

  it('shows the problem once the learner has been in the question and left it', () => {
    renderQuestion({ id: 'q', type: 1, text: 'Name?' });
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.focus(field);
    fireEvent.blur(field, { relatedTarget: document.body });
    expect(screen.getByText('This question must be answered.')).toBeTruthy();
  });

  it('does not count moving between the inputs of one question as leaving it', () => {
    renderQuestion({ id: 'q', type: 2, text: 'Fill', fields: spaces('sm', 2) });
    const [first, second] = screen.getAllByRole('textbox');
    fireEvent.blur(first, { relatedTarget: second });
    expect(screen.queryByText('Fill in blank 1.')).toBeNull();
  });
});
