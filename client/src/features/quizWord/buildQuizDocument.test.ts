// The Word export read back with real .docx readers: mammoth for the text a
// reader sees, the package's XML for direction, pictures and answer lines.
import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import type { Language } from '../../i18n/languages.ts';
import { buildQuizDocument, type QuizWordProgress } from './buildQuizDocument.ts';
import { ARABIC, ENGLISH, everyTypeQuestions, everyTypeQuiz, pngOfSize } from './quizWordFixtures.ts';
import { paragraphWith, pictureSizes, readDocx } from './readDocx.ts';
import type { FetchImage, WordImage } from './wordImages.ts';

const noPictures: FetchImage = async () => null;

async function exported(quiz: Quiz, { includeAnswers = false, language = 'en' as Language, fetchImage = noPictures } = {}) {
  const progress: QuizWordProgress[] = [];
  const built = await buildQuizDocument(quiz, { includeAnswers, language, fetchImage, baseUrl: 'https://school.example', onProgress: (step) => progress.push(step) });
  return { ...(await readDocx(built.file)), missingImages: built.missingImages, contentType: built.file.type, progress };
}

const BIDI = '<w:bidi/>';
const RTL = '<w:rtl/>';

describe('the Word export of a quiz with every question type', () => {
  it.each([
    ['English', ENGLISH, 'en'],
    ['Arabic', ARABIC, 'ar'],
  ] as const)('in %s, without the answers: the title, sections, numbered questions with their points, choices and blanks', async (_name, words, language) => {
    const { text } = await exported(everyTypeQuiz(words), { language });
    const question = language === 'en' ? 'Question' : 'السؤال';
    const points = language === 'en' ? 'Points:' : 'الدرجة:';
    for (const expected of [
      words.name,
      ...words.sections,
      `${question} 1  ·  ${points} 2`,
      words.single,
      ...words.choices.map((choice) => `○ ${choice}`),
      ...words.multipleChoices.map((choice) => `☐ ${choice}`),
      words.writing,
      `${words.spacesBefore} __________ ${words.spacesBetween} ____________________`,
      words.info,
      words.file,
      words.checkbox,
      ...words.courses.map((course) => `○ ${course}`),
      words.country,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('✓');
    for (const key of [...words.accepted, ...words.spaceValues, words.clarification]) expect(text).not.toContain(key);
  });

  it.each([
    ['English', ENGLISH, 'en', 'Answer:', 'Explanation:'],
    ['Arabic', ARABIC, 'ar', 'الإجابة:', 'التوضيح:'],
  ] as const)('in %s, with the answers: correct choices ticked and bold, accepted answers, the spaces filled and the explanation', async (_name, words, language, answer, explanation) => {
    const document = await exported(everyTypeQuiz(words), { language, includeAnswers: true });
    const { text } = document;
    expect(text).toContain(`✓ ${words.choices[0]}`);
    expect(text).toContain(`○ ${words.choices[1]}`);
    expect(text).toContain(`✓ ${words.multipleChoices[0]}`);
    expect(text).toContain(`☐ ${words.multipleChoices[1]}`);
    expect(text).toContain(`✓ ${words.multipleChoices[2]}`);
    expect(text).toContain(`${answer} ${words.accepted.join(' / ')}`);
    expect(text).toContain(`${words.spacesBefore} ${words.spaceValues[0]} ${words.spacesBetween} ${words.spaceValues[1]}`);
    expect(text).toContain(`${explanation}\n\n${words.clarification}`);
    expect(paragraphWith(document, `✓ ${words.choices[0]}`)).toContain('<w:b/>');
    expect(paragraphWith(document, `○ ${words.choices[1]}`)).not.toContain('<w:b/>');
    // questions without a key (checkbox, course link) get no tick
    expect(text).not.toContain(`✓ ${words.courses[0]}`);
  });

  it('is a Word document by its content type, and tells only of the writing when there is no picture', async () => {
    const document = await exported(everyTypeQuiz(ENGLISH));
    expect(document.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(document.progress).toEqual([{ step: 'writing' }]);
  });

  it('numbers the questions through the sections; an info question is only read, so it has no number', async () => {
    const { text } = await exported(everyTypeQuiz(ENGLISH));
    const headings = text.split('\n').filter((line) => line.startsWith('Question '));
    expect(headings).toEqual([
      'Question 1  ·  Points: 2',
      'Question 2  ·  Points: 1',
      'Question 3  ·  Points: 1',
      'Question 4  ·  Points: 2', // complete-the-spaces: weight × spaces
      'Question 5',
      'Question 6  ·  Points: 1',
      'Question 7',
      'Question 8',
    ]);
    expect(text.indexOf(ENGLISH.info)).toBeLessThan(text.indexOf('Question 5'));
  });

  it('writes the notes of the types answered online: file upload, the agreement box, country and region', async () => {
    const { text } = await exported(everyTypeQuiz(ENGLISH));
    expect(text).toContain('Answered by sending a file with the online quiz.');
    expect(text).toContain('☐ I agree');
    expect(text).toContain(`Country: ${'_'.repeat(20)}`);
    expect(text).toContain(`Region: ${'_'.repeat(20)}`);
  });

  it('gives a writing question ruled lines to answer on without the answers, and says who grades one without a key', async () => {
    const writing = (extra: object): Quiz => ({ name: 'W', passGrade: 0, version: 0, questions: [{ id: 'w', type: 1, text: 'Explain.', weight: 1, ...extra }] });
    const lines = (document: { xml: string }) => document.xml.match(/<w:pBdr><w:bottom /g)?.length ?? 0;
    expect(lines(await exported(writing({ possibleAnswers: ['x'] })))).toBe(3);
    const key = await exported(writing({ isManuallyGraded: true, possibleAnswers: ['x'] }), { includeAnswers: true });
    expect(key.text).toContain('Answer: Graded by the teacher');
    expect(lines(key)).toBe(0);
  });

  it('a version 0 quiz is one flat list, with no section headings', async () => {
    const quiz: Quiz = { name: 'Old style', passGrade: 0, version: 0, questions: everyTypeQuestions(ENGLISH).slice(0, 2) };
    const document = await exported(quiz);
    expect(document.text).toContain('Question 2  ·  Points: 1');
    expect(document.xml).not.toContain('Heading1');
  });

  it('a quiz without questions says so', async () => {
    const { text } = await exported({ name: 'Empty', passGrade: 0, version: 2, sections: [{ id: 's', name: 'One', questions: [] }] });
    expect(text).toContain('This quiz has no questions yet.');
  });

  it('a question video is written as an address to watch it at', async () => {
    const quiz: Quiz = {
      name: 'Videos',
      passGrade: 0,
      version: 0,
      questions: [
        { id: 'a', type: 6, text: 'Watch', youTubeId: 'https://youtu.be/dQw4w9WgXcQ?t=30' },
        { id: 'b', type: 6, text: 'And this', videoUrl: '/files/clip.mp4' },
      ],
    };
    const { text } = await exported(quiz);
    expect(text).toContain('Video: https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(text).toContain('Video: https://school.example/files/clip.mp4');
  });
});

describe('the direction of the Word export (spec §9: Arabic flips to right-to-left)', () => {
  it('an Arabic document: every paragraph right to left (bidi) and its runs right to left (rtl)', async () => {
    const document = await exported(everyTypeQuiz(ARABIC), { language: 'ar', includeAnswers: true });
    const written = document.paragraphs.filter((paragraph) => paragraph.includes('<w:t'));
    expect(written.length).toBeGreaterThan(20);
    expect(written.filter((paragraph) => !paragraph.includes(BIDI))).toEqual([]);
    expect(written.filter((paragraph) => !paragraph.includes(RTL))).toEqual([]);
  });

  it('an English document has neither', async () => {
    const { xml } = await exported(everyTypeQuiz(ENGLISH), { language: 'en', includeAnswers: true });
    expect(xml).not.toContain(BIDI);
    expect(xml).not.toContain(RTL);
  });

  it("a person's text keeps its own direction, as dir=\"auto\" shows it: an English question in an Arabic document reads left to right", async () => {
    const document = await exported(everyTypeQuiz(ENGLISH), { language: 'ar' });
    expect(paragraphWith(document, 'السؤال 1')).toContain(BIDI);
    expect(paragraphWith(document, ENGLISH.single)).not.toContain(BIDI);
    expect(paragraphWith(document, ENGLISH.single)).not.toContain(RTL);
  });
});

describe('the pictures of the Word export (spec §9: at most 620 px wide)', () => {
  const picture = (width: number, height: number): WordImage => ({ bytes: pngOfSize(width, height), type: 'png', width, height });
  const quiz: Quiz = {
    name: 'Maps',
    passGrade: 0,
    banner: '/files/banner.png',
    version: 0,
    questions: [
      { id: 'wide', type: 6, text: 'Wide map', imageURL: '/files/wide.png' },
      { id: 'small', type: 6, text: 'Small map', imageURL: '/files/small.png' },
      { id: 'again', type: 6, text: 'The wide map again', imageURL: '/files/wide.png' },
      { id: 'gone', type: 6, text: 'Lost map', imageURL: '/files/gone.png' },
    ],
  };
  const sizes: Record<string, WordImage | null> = {
    '/files/banner.png': picture(1000, 250),
    '/files/wide.png': picture(1240, 930),
    '/files/small.png': picture(300, 120),
    '/files/gone.png': null,
  };

  it('draws a wide picture 620 px wide with its shape kept, a narrow one at its own size; each address is fetched once', async () => {
    const fetched: string[] = [];
    const document = await exported(quiz, {
      fetchImage: async (url) => {
        fetched.push(url);
        return sizes[url] ?? null;
      },
    });
    expect(fetched.sort()).toEqual(['/files/banner.png', '/files/gone.png', '/files/small.png', '/files/wide.png']);
    expect(pictureSizes(document)).toEqual([
      { width: 620, height: 155 },
      { width: 620, height: 465 },
      { width: 300, height: 120 },
      { width: 620, height: 465 },
    ]);
    expect(pictureSizes(document).every((size) => size.width <= 620)).toBe(true);
    expect(document.progress).toEqual([
      { step: 'images', done: 0, total: 4 },
      { step: 'images', done: 1, total: 4 },
      { step: 'images', done: 2, total: 4 },
      { step: 'images', done: 3, total: 4 },
      { step: 'images', done: 4, total: 4 },
      { step: 'writing' },
    ]);
  });

  it('names a picture that could not be fetched, and counts it', async () => {
    const document = await exported(quiz, { fetchImage: async (url) => sizes[url] ?? null });
    expect(document.text).toContain('Image not available: /files/gone.png');
    expect(document.missingImages).toBe(1);
  });

  it('a fetch that throws is a missing picture, not a failed export', async () => {
    const document = await exported(quiz, {
      fetchImage: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(document.missingImages).toBe(4);
    expect(pictureSizes(document)).toEqual([]);
  });
});
