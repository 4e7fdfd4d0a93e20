// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../../../../domain/quiz/review.ts';
import type { Section } from '../../../../../domain/quiz/types.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { ReviewSections } from './ReviewSections.tsx';
import { renderReview, sectionedReview } from './reviewTestHarness.tsx';

startEachTestAsNewBrowser();

const sections: Section[] = [
  {
    id: 's1',
    name: 'Reading',
    questions: [
      { id: 'r1', type: 4, text: 'Read the passage' },
      { id: 'r2', type: 1, text: 'Who wrote it?' },
    ],
  },
  { id: 's2', name: 'Grammar', questions: [{ id: 'g1', type: 0, text: 'Pick the verb', choices: ['run', 'red'] }] },
  { id: 's3', name: 'Writing', questions: [{ id: 'w1', type: 1, text: 'Write a sentence' }] },
];

const questionNumbers = () => screen.getAllByText(/^Question \d+$/).map((number) => number.textContent);

describe('the answer review of a quiz without sections (version 0)', () => {
  it('shows every question, numbered in order, without section paging', () => {
    const review = reviewOf({ version: 0, questions: sections.flatMap((section) => section.questions) }, {}, new Map());
    renderReview(<ReviewSections review={review} />);
    expect(screen.getByRole('region', { name: 'Your answers' })).toBeTruthy();
    expect(questionNumbers()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });
});

describe('the answer review of a quiz in sections (versions 1 and 2)', () => {
  it.each([1, 2] as const)('shows one section at a time under its name, numbered from 1 (version %i)', (version) => {
    renderReview(<ReviewSections review={sectionedReview(version, sections)} />);
    expect(screen.getByRole('heading', { name: 'Reading' })).toBeTruthy();
    expect(screen.getByText('Section 1 of 3')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Question 2 Who wrote it?' })).toBeTruthy();
    expect(screen.queryByText('Pick the verb')).toBeNull();
  });

  it('moves between sections with Previous and Next, restarting the numbers and focusing the new heading', () => {
    renderReview(<ReviewSections review={sectionedReview(1, sections)} />);
    const paging = screen.getByRole('navigation', { name: 'Sections' });
    const previous = within(paging).getByRole('button', { name: 'Previous section' }) as HTMLButtonElement;
    const next = within(paging).getByRole('button', { name: 'Next section' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(next);
    const grammar = screen.getByRole('heading', { name: 'Grammar' });
    expect(screen.getByText('Section 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(grammar);
    expect(questionNumbers()).toEqual(['Question 1']);
    expect(screen.getByText('Pick the verb')).toBeTruthy();
    expect(screen.queryByText('Read the passage')).toBeNull();
    expect(previous.disabled).toBe(false);

    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Writing' })).toBeTruthy();
    expect(next.disabled).toBe(true);

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(screen.getByRole('heading', { name: 'Reading' })).toBeTruthy();
    expect(screen.getByText('Section 1 of 3')).toBeTruthy();
  });

  it('names a section without a name by its place, and offers no paging for a single section', () => {
    renderReview(<ReviewSections review={sectionedReview(2, [{ ...sections[0], name: '' }])} />);
    expect(screen.getByRole('heading', { name: 'Section 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it('words the paging in Arabic on an Arabic page', () => {
    renderReview(<ReviewSections review={sectionedReview(1, sections)} />, 'ar');
    expect(screen.getByText('القسم 1 من 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'القسم التالي' }));
    expect(screen.getByRole('heading', { name: 'Grammar' })).toBeTruthy();
  });
});
