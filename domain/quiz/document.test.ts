import { describe, expect, it } from 'vitest';
import { parseQuiz, type QuizProblem } from './document.ts';
import type { Quiz } from './types.ts';

const settings = { id: 'quiz-1', name: 'Geography', passGrade: 2 };

const oneOfEachType = [
  { id: 'q0', type: 0, text: 'Capital of Egypt?', weight: 1, choices: ['Alexandria', 'Cairo'], correctAnswer: 2 },
  { id: 'q1', type: 1, text: 'Colour of the sky?', weight: 1, possibleAnswers: ['blue'], regexG: true },
  {
    id: 'q2',
    type: 2,
    weight: 1,
    fields: [
      { type: 'text', value: 'The Nile flows into the' },
      { type: 'space', values: ['Mediterranean'], size: 'lg' },
    ],
  },
  { id: 'q3', type: 3, text: 'Upload your map', weight: 0 },
  { id: 'q4', type: 4, text: 'Thank you', weight: 0 },
  { id: 'q5', type: 5, text: 'Prime numbers?', weight: 1, choices: ['2', '4'], possibleAnswers: [true, false] },
  { id: 'q6', type: 6, text: 'I agree', weight: 1, isOriginalCheckbox: true },
  { id: 'q7', type: 7, text: 'Your course', weight: 0, choices: ['Arabic'], courseLinks: ['course-1'] },
  { id: 'q8', type: 8, text: 'Where do you live?', weight: 0, showRegion: true },
];

function sectioned(questions: unknown[], extra: Record<string, unknown> = {}) {
  return { ...settings, version: 2, sections: [{ id: 's1', name: 'Only', questions }], ...extra };
}

function problemsOf(input: unknown): Pick<QuizProblem, 'path' | 'code'>[] {
  const result = parseQuiz(input);
  return result.ok ? [] : result.problems.map(({ path, code }) => ({ path, code }));
}

function parsedQuiz(input: unknown): Quiz {
  const result = parseQuiz(input);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.quiz;
}

describe('parseQuiz reads the three document versions', () => {
  it('reads a version 2 quiz with one question of every type 0-8 in a section', () => {
    const quiz = parsedQuiz(sectioned(oneOfEachType));
    expect(quiz.version === 2 && quiz.sections[0].questions.map((question) => question.type)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('reads a version 1 quiz with sections', () => {
    expect(parsedQuiz({ ...sectioned(oneOfEachType), version: 1 }).version).toBe(1);
  });

  it('reads a version 0 quiz with a flat question list', () => {
    const quiz = parsedQuiz({ ...settings, version: 0, questions: oneOfEachType.slice(0, 2) });
    expect(quiz.version === 0 && quiz.questions).toHaveLength(2);
  });

  it.each([
    ['a flat questions list', { questions: [] }, 0],
    ['sections', { sections: [] }, 2],
  ])('a document without a version and with %s is version %i', (_name, content, version) => {
    expect(parsedQuiz({ ...settings, ...content }).version).toBe(version);
  });

  it.each([
    [{ ...settings, version: 3, sections: [] }, 'version', 'invalidVersion'],
    [{ ...settings, version: 2, questions: [] }, 'sections', 'required'],
    [{ ...settings, version: 0, sections: [] }, 'questions', 'required'],
  ])('rejects a document whose version and content do not agree (%j)', (input, path, code) => {
    expect(problemsOf(input)).toEqual([{ path, code }]);
  });

  it.each([null, 'quiz', 42, []])('rejects %j, which is not a document at all', (input) => {
    expect(problemsOf(input)).toEqual([{ path: '', code: 'invalidType' }]);
  });
});

describe('parseQuiz rejects unknown question types', () => {
  it.each([9, -1, '0', null])('type %j is unknown', (type) => {
    expect(problemsOf(sectioned([oneOfEachType[0], { id: 'qx', type, text: 'What?' }]))).toEqual([
      { path: 'sections.0.questions.1.type', code: 'unknownQuestionType' },
    ]);
  });

  it('a complete-the-spaces part that is neither text nor space is unknown', () => {
    const question = { id: 'q2', type: 2, fields: [{ type: 'blank', value: 'x' }] };
    expect(problemsOf(sectioned([question]))).toEqual([
      { path: 'sections.0.questions.0.fields.0.type', code: 'unknownFieldType' },
    ]);
  });
});

describe('file upload and info questions are allowed only inside sections', () => {
  it.each([
    [3, 'file upload'],
    [4, 'info'],
  ])('type %i (%s) is refused in a version 0 quiz', (type) => {
    const input = { ...settings, version: 0, questions: [oneOfEachType[0], { id: 'qx', type, text: 'Note' }] };
    expect(problemsOf(input)).toEqual([{ path: 'questions.1.type', code: 'questionOnlyInSection' }]);
  });

  it.each([1, 2])('both are accepted in a section of a version %i quiz', (version) => {
    expect(problemsOf({ ...sectioned([oneOfEachType[3], oneOfEachType[4]]), version })).toEqual([]);
  });

  it('their weight is read as 0, so no total can count it', () => {
    const quiz = parsedQuiz(sectioned([{ ...oneOfEachType[4], weight: 3 }, { ...oneOfEachType[3], weight: 2 }]));
    expect(quiz.version !== 0 && quiz.sections[0].questions.map((question) => question.weight)).toEqual([0, 0]);
  });
});

describe('parseQuiz names nested problems by their path', () => {
  const firstQuestion = { id: 'a', type: 0, text: 'A?', weight: 1, choices: ['x'], correctAnswer: 1 };
  const twoSections = (question: Record<string, unknown>) => ({
    ...settings,
    version: 2,
    sections: [
      { id: 's1', name: 'One', questions: [firstQuestion] },
      { id: 's2', name: 'Two', questions: [question] },
    ],
  });

  it.each([
    [{ ...oneOfEachType[0], choices: 'Cairo' }, 'sections.1.questions.0.choices', 'invalidType'],
    [{ ...oneOfEachType[0], choices: ['Cairo', 7] }, 'sections.1.questions.0.choices.1', 'invalidType'],
    [{ ...oneOfEachType[0], choices: undefined }, 'sections.1.questions.0.choices', 'required'],
    [{ ...oneOfEachType[0], weight: 1.5 }, 'sections.1.questions.0.weight', 'notWholeNumber'],
    [{ ...oneOfEachType[0], weight: -1 }, 'sections.1.questions.0.weight', 'notWholeNumber'],
    [{ ...oneOfEachType[0], weight: '1' }, 'sections.1.questions.0.weight', 'invalidType'],
    [{ ...oneOfEachType[0], id: '' }, 'sections.1.questions.0.id', 'required'],
    [{ ...oneOfEachType[5], possibleAnswers: ['yes'] }, 'sections.1.questions.0.possibleAnswers.0', 'invalidType'],
    [
      { id: 'q2', type: 2, fields: [{ type: 'text', value: 'a' }, { type: 'space', values: ['b'], size: 'xl' }] },
      'sections.1.questions.0.fields.1.size',
      'invalidValue',
    ],
    [
      { id: 'q2', type: 2, fields: [{ type: 'space', values: 'b' }] },
      'sections.1.questions.0.fields.0.values',
      'invalidType',
    ],
  ])('%j is reported at %s', (question, path, code) => {
    expect(problemsOf(twoSections(question))).toEqual([{ path, code }]);
  });

  it('a section without a name field is reported at sections.N.name', () => {
    const input = { ...settings, version: 2, sections: [{ id: 's1', questions: [] }] };
    expect(problemsOf(input)).toEqual([{ path: 'sections.0.name', code: 'required' }]);
  });

  it('a question id used twice in a quiz is reported at its second use', () => {
    const input = twoSections({ ...firstQuestion, text: 'Same id, other section' });
    expect(problemsOf(input)).toEqual([{ path: 'sections.1.questions.0.id', code: 'duplicateId' }]);
  });

  it('a section id used twice is reported', () => {
    const sections = [
      { id: 's', name: 'A', questions: [] },
      { id: 's', name: 'B', questions: [] },
    ];
    const input = { ...settings, version: 2, sections };
    expect(problemsOf(input)).toEqual([{ path: 'sections.1.id', code: 'duplicateId' }]);
  });

  it('every problem is reported, not only the first', () => {
    const input = sectioned([{ ...oneOfEachType[0], weight: -2, choices: [1] }], { passGrade: 'ten' });
    expect(problemsOf(input)).toEqual(
      expect.arrayContaining([
        { path: 'passGrade', code: 'invalidType' },
        { path: 'sections.0.questions.0.weight', code: 'notWholeNumber' },
        { path: 'sections.0.questions.0.choices.0', code: 'invalidType' },
      ]),
    );
  });
});

describe('quiz settings', () => {
  it.each([
    ['passGrade', -1, 'notWholeNumber'],
    ['passGrade', 2.5, 'notWholeNumber'],
    ['gradeReduction', -3, 'notWholeNumber'],
    ['allowedTime', 0.5, 'notWholeNumber'],
    ['maxGradeExternal', -10, 'notWholeNumber'],
    ['specialCharsReduction', 'Partial', 'invalidValue'],
    ['showResult', 'yes', 'invalidType'],
    ['name', undefined, 'required'],
  ])('%s = %j is refused (%s)', (setting, value, code) => {
    expect(problemsOf(sectioned([], { [setting]: value }))).toEqual([{ path: setting, code }]);
  });

  it.each([
    ['passGrade', 0],
    ['gradeReduction', 5],
    ['allowedTime', 30],
    ['allowedTime', null],
    ['maxGradeExternal', 100],
    ['maxGradeExternal', null],
    ['showResult', true],
    ['showResult', false],
    ['showResult', null],
    ['specialCharsReduction', 'None'],
    ['specialCharsReduction', 'Space Only'],
  ])('%s = %j is accepted', (setting, value) => {
    expect(parsedQuiz(sectioned([], { [setting]: value }))[setting as keyof Quiz]).toEqual(value);
  });

  it('specialCharsReduction is Full when not set', () => {
    expect(parsedQuiz(sectioned([])).specialCharsReduction).toBe('Full');
  });

  it('a form without a pass grade has pass grade 0', () => {
    const { passGrade: _none, ...withoutPassGrade } = sectioned([]);
    expect(parsedQuiz({ ...withoutPassGrade, isForm: true }).passGrade).toBe(0);
  });

  it.each([
    [{ date: '2025-06-30' }, []],
    [{ date: '2025-06-30', time: '23:59' }, []],
    [{ date: '2025-06-30', time: '00:00' }, []],
    [{ date: '2025-06-30', time: '' }, []],
    [{ date: '2024-02-29', time: '12:00' }, []],
    [{ date: '2025-02-29' }, [{ path: 'fullGradeDeadline.date', code: 'invalidDate' }]],
    [{ date: '30/06/2025' }, [{ path: 'fullGradeDeadline.date', code: 'invalidDate' }]],
    [{ date: '2025-06-30', time: '24:00' }, [{ path: 'fullGradeDeadline.time', code: 'invalidTime' }]],
    [{ date: '2025-06-30', time: '7:30' }, [{ path: 'fullGradeDeadline.time', code: 'invalidTime' }]],
    [{ date: '2025-06-30', time: '11:30 PM' }, [{ path: 'fullGradeDeadline.time', code: 'invalidTime' }]],
  ])('full-grade deadline %j: date YYYY-MM-DD, optional 24-hour HH:mm', (fullGradeDeadline, problems) => {
    expect(problemsOf(sectioned([], { fullGradeDeadline }))).toEqual(problems);
  });

  it('reads pass links, prerequisites, the logic expression and attachments', () => {
    const quiz = parsedQuiz(
      sectioned([], {
        passUrls: [{ id: 'p1', url: 'https://example.com/next', active: true }],
        prerequisites: ['quiz-0'],
        prerequisitesOperationOR: true,
        tracks: ['track-1'],
        useExpression: true,
        expression: { code: 'A & B', parameters: [{ id: 'quiz-0', alias: 'A' }, { id: 'track-1', alias: 'B' }] },
        attachments: [{ name: 'map.pdf', url: '/files/map.pdf' }],
      }),
    );
    expect(quiz).toMatchObject({
      passUrls: [{ id: 'p1', active: true }],
      prerequisites: ['quiz-0'],
      expression: { code: 'A & B', parameters: [{ alias: 'A' }, { alias: 'B' }] },
      attachments: [{ name: 'map.pdf' }],
    });
  });

  it('a pass link without its active flag is reported at passUrls.N.active', () => {
    expect(problemsOf(sectioned([], { passUrls: [{ id: 'p1', url: 'x' }] }))).toEqual([
      { path: 'passUrls.0.active', code: 'required' },
    ]);
  });
});

describe('what is not part of the document is dropped', () => {
  it('drops _id, unknown settings and answers left in the questions', () => {
    const quiz = parsedQuiz({
      ...sectioned([{ ...oneOfEachType[0], selectedAnswer: 2, userScore: 1 }]),
      _id: '64f0c0ffee',
      author: 'someone',
    });
    expect(quiz).not.toHaveProperty('_id');
    expect(quiz).not.toHaveProperty('author');
    expect(quiz.version !== 0 && quiz.sections[0].questions[0]).not.toHaveProperty('selectedAnswer');
  });

  it('reads null optional question fields as absent', () => {
    const quiz = parsedQuiz(sectioned([{ ...oneOfEachType[0], imageURL: null, clarification: null, weight: null }]));
    const [question] = quiz.version !== 0 ? quiz.sections[0].questions : [];
    expect([question.imageURL, question.clarification, question.weight]).toEqual([undefined, undefined, undefined]);
  });
});
