// The exam of the benchmark: one timed version-2 quiz of 3 sections of 10
// questions (single choice, writing, multiple answer, complete the spaces and
// a checkbox), and each learner's answers to it, the same on every run. Each
// learner has a skill between 45 % and 95 % (the chance of each answer being
// right); wrong answers are still answers, so every submission is accepted,
// most learners pass and a few fail.
import { questionMaxScore } from '../../domain/quiz/grade.ts';
import type { Answer, Answers, Question, QuizContent, QuizSettings, Section } from '../../domain/quiz/types.ts';

export const SECTION_COUNT = 3;
export const QUESTIONS_PER_SECTION = 10;
export const ALLOWED_MINUTES = 30;
export const PASS_GRADE = 15;

function questionsOfSection(section: number): Question[] {
  const id = (position: number) => `s${section}q${position}`;
  const n = section * 10;
  return [
    { id: id(1), type: 0, text: `${n} + 1 =`, choices: [`${n}`, `${n + 1}`, `${n + 2}`], correctAnswer: 2, weight: 1 },
    { id: id(2), type: 0, text: 'Capital of Egypt?', choices: ['Alexandria', 'Cairo', 'Giza', 'Luxor'], correctAnswer: 2, weight: 1 },
    { id: id(3), type: 1, text: 'Blue and yellow make?', possibleAnswers: ['green', 'أخضر'], weight: 1 },
    { id: id(4), type: 5, text: 'Which are primes?', choices: ['2', '4', '7', '9'], possibleAnswers: [true, false, true, false], weight: 1 },
    {
      id: id(5),
      type: 2,
      text: 'Fill in',
      weight: 1,
      fields: [
        { type: 'text', value: 'The sun is a' },
        { type: 'space', values: ['star'] },
        { type: 'text', value: 'and the moon a' },
        { type: 'space', values: ['satellite', 'moon'] },
      ],
    },
    { id: id(6), type: 0, text: 'Largest ocean?', choices: ['Atlantic', 'Indian', 'Pacific'], correctAnswer: 3, weight: 1 },
    { id: id(7), type: 1, text: 'عاصمة مصر؟', possibleAnswers: ['القاهرة'], weight: 1 },
    { id: id(8), type: 5, text: 'Which are even?', choices: ['1', '2', '3', '4'], possibleAnswers: [false, true, false, true], weight: 1 },
    { id: id(9), type: 0, text: 'Days in a week?', choices: ['5', '6', '7', '8'], correctAnswer: 3, weight: 1 },
    { id: id(10), type: 6, text: 'I answered on my own', choices: ['Yes'], weight: 1 },
  ];
}

export const examSections: Section[] = Array.from({ length: SECTION_COUNT }, (_, index) => ({
  id: `s${index + 1}`,
  name: `Section ${index + 1}`,
  questions: questionsOfSection(index + 1),
}));

export const examContent: QuizContent = { version: 2, sections: examSections };

/** The questions in the order a learner answers them. */
export const examQuestions: Question[] = examSections.flatMap((section) => section.questions);

/** What the seeded Quiz row's columns say, as the grading reads them. */
export const examSettings: QuizSettings = {
  name: 'Exam day',
  passGrade: PASS_GRADE,
  allowedTime: ALLOWED_MINUTES,
  isForm: false,
  isActive: true,
  showResult: false,
  specialCharsReduction: 'Full',
  disableCharDictionary: false,
};

export const examMaxGrade = examQuestions.reduce((total, question) => total + questionMaxScore(question), 0);

/** mulberry32: a small seeded generator, so learner i answers the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function answerTo(question: Question, skill: number, random: () => number): Answer {
  const right = random() < skill;
  switch (question.type) {
    case 0: {
      const key = question.correctAnswer ?? 1;
      return { selectedAnswer: right ? key : (key % question.choices.length) + 1 };
    }
    case 1:
      // the key in another case, or a wrong word
      return { textAnswer: right ? (question.possibleAnswers?.[0] ?? '').toUpperCase() : 'no idea' };
    case 5: {
      const key = question.choices.map((_, index) => question.possibleAnswers?.[index] === true);
      // wrong: every choice ticked, so it is still answered
      return { checkedAnswers: right ? key : key.map(() => true) };
    }
    case 2:
      // each space on its own
      return {
        spaces: question.fields.flatMap((field) => (field.type === 'space' ? [random() < skill ? field.values[0] : 'planet'] : [])),
      };
    case 6:
      return { checkedAnswers: [true] };
    default:
      return {};
  }
}

/** Learner `index`'s answer to every question, in the order of examQuestions. */
export function answersOfLearner(index: number): Answer[] {
  const random = seededRandom(index + 1);
  const skill = 0.45 + random() / 2;
  return examQuestions.map((question) => answerTo(question, skill, random));
}

/** The answer map after the first `answered` questions are answered: what save number `answered` carries. */
export function answersUpTo(answers: readonly Answer[], answered: number): Answers {
  const map: Answers = {};
  for (let index = 0; index < answered; index += 1) map[examQuestions[index].id] = answers[index];
  return map;
}
