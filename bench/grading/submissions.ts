// The quiz and the submissions of `npm run bench:grading`: one version-2 quiz
// of 3 sections of 10 questions that uses every question type (a writing
// question that is a date, Arabic and English keys, the quiz's match options),
// and a pool of varied answers: right, right in another spelling (case, Arabic
// letter variants, diacritics, Arabic-Indic digits, punctuation), wrong, blank
// and missing, so the normaliser and every branch of the grader do real work.
import { seededRandom } from '../exam/quiz.ts';
import type { Answer, Answers, Question, QuizContent, QuizSettings, Section } from '../../domain/quiz/types.ts';

function questionsOfSection(section: number): Question[] {
  const id = (position: number) => `s${section}q${position}`;
  return [
    { id: id(1), type: 0, text: 'Capital of Egypt?', choices: ['Alexandria', 'Cairo', 'Giza', 'Luxor'], correctAnswer: 2, weight: 1 },
    { id: id(2), type: 1, text: 'عاصمة مصر؟', possibleAnswers: ['القاهرة', 'Cairo'], weight: 2 },
    { id: id(3), type: 1, text: 'Independence day?', possibleAnswers: ['1922-02-28'], isDate: true, weight: 1 },
    { id: id(4), type: 5, text: 'Which are primes?', choices: ['2', '4', '7', '9'], possibleAnswers: [true, false, true, false], weight: 1 },
    {
      id: id(5),
      type: 2,
      text: 'Fill in',
      weight: 1,
      fields: [
        { type: 'text', value: 'The sun is a' },
        { type: 'space', values: ['star', 'نجم'] },
        { type: 'text', value: 'and the moon a' },
        { type: 'space', values: ['satellite', 'moon', 'قمر'] },
        { type: 'text', value: 'of' },
        { type: 'space', values: ['the earth', 'الأرض'] },
      ],
    },
    { id: id(6), type: 1, text: 'Who wrote it?', possibleAnswers: ['Naguib Mahfouz', 'نجيب محفوظ'], weight: 1 },
    { id: id(7), type: 6, text: 'I answered on my own', choices: ['Yes'], weight: 1 },
    { id: id(8), type: 7, text: 'Next course', choices: ['Arabic', 'Maths'], courseLinks: ['c1', 'c2'], weight: 1 },
    { id: id(9), type: 8, text: 'Where do you live?', showRegion: section % 2 === 1, weight: 1 },
    section === 3
      ? { id: id(10), type: 3, text: 'Upload your essay', weight: 0 }
      : { id: id(10), type: 4, text: 'Read this before the next section' },
  ];
}

const sections: Section[] = [1, 2, 3].map((section) => ({
  id: `s${section}`,
  name: `Section ${section}`,
  questions: questionsOfSection(section),
}));

export const benchContent: QuizContent = { version: 2, sections };
export const benchQuestions: Question[] = sections.flatMap((section) => section.questions);

export const benchSettings: QuizSettings = {
  name: 'Grading bench',
  passGrade: 20,
  fullGradeDeadline: { date: '2026-11-20', time: '18:00' },
  gradeReduction: 3,
  specialCharsReduction: 'Full',
  disableCharDictionary: false,
};

// Right answers as learners type them: other case, letter variants,
// diacritics, stray punctuation and spaces, Arabic-Indic digits.
const SPELLINGS: Record<string, string[]> = {
  'القاهرة': ['القاهرة', 'القاهره', 'الْقَاهِرَة', ' القاهرة. '],
  Cairo: ['cairo', 'CAIRO', 'Cairo!'],
  '1922-02-28': ['1922-02-28', '1922/2/28', '١٩٢٢-٠٢-٢٨', '1922.02.28'],
  star: ['star', 'Star', 'STAR '],
  'نجم': ['نجم', 'نَجْم'],
  satellite: ['satellite', 'Satellite.'],
  moon: ['moon', 'MOON'],
  'قمر': ['قمر', 'قَمَر'],
  'the earth': ['the earth', 'The Earth', 'theearth'],
  'الأرض': ['الأرض', 'الارض', 'الْأَرْض'],
  'Naguib Mahfouz': ['Naguib Mahfouz', 'naguib mahfouz', 'Naguib-Mahfouz'],
  'نجيب محفوظ': ['نجيب محفوظ', 'نجيب  محفوظ', 'نَجِيب مَحْفُوظ'],
};
const WRONG_TEXTS = ['الإسكندرية', 'Giza', 'planet', 'no idea', '1919-03-09', 'طه حسين', '', '   ', '؟', 'x'.repeat(40)];

function pick<T>(values: readonly T[], random: () => number): T {
  return values[Math.floor(random() * values.length)];
}

function typed(key: string, random: () => number): string {
  return pick(SPELLINGS[key] ?? [key], random);
}

function answerTo(question: Question, skill: number, random: () => number): Answer | undefined {
  if (random() < 0.03) return undefined; // left unanswered
  const right = random() < skill;
  switch (question.type) {
    case 0:
      return { selectedAnswer: right ? question.correctAnswer : 1 + Math.floor(random() * question.choices.length) };
    case 1:
      return { textAnswer: right ? typed(pick(question.possibleAnswers ?? [''], random), random) : pick(WRONG_TEXTS, random) };
    case 2:
      return {
        spaces: question.fields.flatMap((field) =>
          field.type === 'space' ? [random() < skill ? typed(pick(field.values, random), random) : pick(WRONG_TEXTS, random)] : [],
        ),
      };
    case 5: {
      const key = question.choices.map((_, index) => question.possibleAnswers?.[index] === true);
      return { checkedAnswers: right ? key : key.map(() => random() < 0.5) };
    }
    case 6:
      return { checkedAnswers: [random() < 0.9] };
    case 7:
      return { selectedAnswer: random() < 0.9 ? 1 + Math.floor(random() * question.choices.length) : null };
    case 8:
      return right ? { country: 'EG', region: 'EG-C' } : { country: 'SA', region: null };
    case 3:
      return { fileUrl: right ? '/files/essay.pdf' : null };
    case 4:
      return {};
  }
}

/** `count` different submissions, the same on every run. */
export function benchSubmissions(count: number): Answers[] {
  return Array.from({ length: count }, (_, learner) => {
    const random = seededRandom(learner + 1);
    const skill = 0.4 + random() * 0.55;
    const answers: Answers = {};
    for (const question of benchQuestions) {
      const answer = answerTo(question, skill, random);
      if (answer) answers[question.id] = answer;
    }
    return answers;
  });
}
