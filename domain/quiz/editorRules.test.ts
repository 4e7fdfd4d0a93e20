import { describe, expect, it } from 'vitest';
import {
  QUESTION_TYPE_DIALOG_VALUES,
  SPACE_WIDTHS,
  cleanChoices,
  cleanSpaceFields,
  prepareQuizForSave,
  spaceWidth,
  validateQuestion,
  validateQuizDraft,
  validateSettings,
  type QuestionDraft,
  type QuizDraft,
} from './editorRules.ts';
import type { QuizProblem } from './document.ts';
import type { CompleteSpacesQuestion, SingleChoiceQuestion, SpacePart, WritingQuestion } from './types.ts';

const singleChoice: SingleChoiceQuestion = {
  id: 'q0',
  type: 0,
  text: 'Capital of Egypt?',
  weight: 1,
  choices: ['Alexandria', 'Cairo'],
  correctAnswer: 2,
};

const completeSpaces: CompleteSpacesQuestion = {
  id: 'q2',
  type: 2,
  weight: 1,
  fields: [
    { type: 'text', value: 'The capital of Egypt is' },
    { type: 'space', values: ['Cairo', 'القاهرة'], size: 'md' },
  ],
};

function draftWith(questions: QuestionDraft[], settings: Partial<QuizDraft> = {}): QuizDraft {
  return {
    id: 'quiz-1',
    name: 'Geography',
    passGrade: 1,
    version: 2,
    sections: [{ id: 's1', name: 'Cities', questions }],
    ...settings,
  } as QuizDraft;
}

const codesAt = (problems: QuizProblem[]) => problems.map(({ path, code }) => ({ path, code }));

function questionProblems(question: QuestionDraft, isForm = false) {
  return codesAt(validateQuestion(question, 'sections.0.questions.0', { isForm }));
}

describe('quiz settings rules', () => {
  it.each([
    [{ name: '' }, [{ path: 'name', code: 'quizNameRequired' }]],
    [{ name: '   ' }, [{ path: 'name', code: 'quizNameRequired' }]],
    [{ name: 'Geography' }, []],
    [{ passGrade: undefined }, [{ path: 'passGrade', code: 'passGradeRequired' }]],
    [{ passGrade: null }, [{ path: 'passGrade', code: 'passGradeRequired' }]],
    [{ passGrade: ' ' }, [{ path: 'passGrade', code: 'passGradeRequired' }]],
    [{ passGrade: -1 }, [{ path: 'passGrade', code: 'mustBeNonNegativeInteger' }]],
    [{ passGrade: '2.5' }, [{ path: 'passGrade', code: 'mustBeNonNegativeInteger' }]],
    [{ passGrade: 'ten' }, [{ path: 'passGrade', code: 'mustBeNonNegativeInteger' }]],
    [{ passGrade: 0 }, []],
    [{ passGrade: ' 7 ' }, []],
    [{ gradeReduction: -5 }, [{ path: 'gradeReduction', code: 'mustBeNonNegativeInteger' }]],
    [{ gradeReduction: '' }, []],
    [{ gradeReduction: '5' }, []],
    [{ allowedTime: '1.5' }, [{ path: 'allowedTime', code: 'mustBeNonNegativeInteger' }]],
    [{ allowedTime: null }, []],
    [{ allowedTime: 30 }, []],
    [{ maxGradeExternal: 'x' }, [{ path: 'maxGradeExternal', code: 'mustBeNonNegativeInteger' }]],
    [{ maxGradeExternal: 100 }, []],
  ])('%j gives %j', (settings, problems) => {
    expect(codesAt(validateSettings(draftWith([], settings)))).toEqual(problems);
  });
});

describe('a section needs a title', () => {
  it.each([
    ['', [{ path: 'sections.1.name', code: 'sectionTitleRequired' }]],
    ['  ', [{ path: 'sections.1.name', code: 'sectionTitleRequired' }]],
    ['Rivers', []],
  ])('second section named %j gives %j', (name, problems) => {
    const draft = draftWith([], {
      sections: [
        { id: 's1', name: 'Cities', questions: [] },
        { id: 's2', name, questions: [] },
      ],
    });
    expect(codesAt(validateQuizDraft(draft))).toEqual(problems);
  });
});

describe('question rules', () => {
  it.each<[string, QuestionDraft]>([
    ['a single-choice question', { ...singleChoice, text: '' }],
    ['a writing question', { id: 'q1', type: 1, text: ' ' }],
    ['an info question', { id: 'q4', type: 4 }],
    ['a country question', { id: 'q8', type: 8, text: '' }],
  ])('%s needs a text', (_name, question) => {
    expect(questionProblems(question)).toContainEqual({ path: 'sections.0.questions.0.text', code: 'questionTextRequired' });
  });

  it('a complete-the-spaces question needs no text of its own', () => {
    expect(questionProblems(completeSpaces)).toEqual([]);
  });

  it.each([
    [-1, [{ path: 'sections.0.questions.0.weight', code: 'mustBeNonNegativeInteger' }]],
    ['1.5', [{ path: 'sections.0.questions.0.weight', code: 'mustBeNonNegativeInteger' }]],
    ['two', [{ path: 'sections.0.questions.0.weight', code: 'mustBeNonNegativeInteger' }]],
    ['', []],
    [0, []],
    ['3', []],
  ])('weight %j gives %j', (weight, problems) => {
    expect(questionProblems({ ...singleChoice, weight })).toEqual(problems);
  });

  it.each([
    [
      'no choices',
      { choices: [], correctAnswer: undefined },
      ['choices.0:firstChoiceRequired', 'correctAnswer:correctChoiceRequired'],
    ],
    ['a blank first choice', { choices: [' ', 'Cairo'], correctAnswer: 2 }, ['choices.0:firstChoiceRequired']],
    ['no correct choice', { correctAnswer: undefined }, ['correctAnswer:correctChoiceRequired']],
    ['correct choice 0', { correctAnswer: 0 }, ['correctAnswer:correctChoiceRequired']],
    ['correct choice past the last', { correctAnswer: 3 }, ['correctAnswer:correctChoiceRequired']],
    ['a blank correct choice', { choices: ['Cairo', ''], correctAnswer: 2 }, ['correctAnswer:correctChoiceRequired']],
  ])('a single-choice question with %s is refused', (_name, change, expected) => {
    const problems = questionProblems({ ...singleChoice, ...change });
    expect(problems.map(({ path, code }) => `${path.replace('sections.0.questions.0.', '')}:${code}`)).toEqual(expected);
  });

  it('a single-choice question with its first choice and a valid correct choice passes', () => {
    expect(questionProblems(singleChoice)).toEqual([]);
  });

  it('in a form a single-choice question needs no correct choice, but still its first choice', () => {
    expect(questionProblems({ ...singleChoice, correctAnswer: undefined }, true)).toEqual([]);
    expect(questionProblems({ ...singleChoice, choices: [] }, true)).toEqual([
      { path: 'sections.0.questions.0.choices.0', code: 'firstChoiceRequired' },
    ]);
  });

  it.each([
    ['[a-', false, 'invalidRegex'],
    ['(', true, 'invalidRegex'],
    ['^\\d{11}$', false, null],
    ['[٠-٩]+', true, null],
    ['', true, null],
  ])('writing regex %j (global %s) gives %s', (validationRegex, regexG, code) => {
    const problems = questionProblems({ id: 'q1', type: 1, text: 'Phone?', validationRegex, regexG });
    expect(problems).toEqual(code ? [{ path: 'sections.0.questions.0.validationRegex', code }] : []);
  });
});

describe('complete-the-spaces rules', () => {
  const withFields = (fields: SpacePart[]) => questionProblems({ ...completeSpaces, fields });
  const text = (value: string): SpacePart => ({ type: 'text', value });
  const space = (...values: string[]): SpacePart => ({ type: 'space', values });

  it.each([
    ['no parts at all', [], ['textPartRequired', 'spaceRequired']],
    ['only a space', [space('Cairo')], ['textPartRequired']],
    ['a blank text part and a space', [text(' '), space('Cairo')], ['textPartRequired']],
    ['only text', [text('Egypt')], ['spaceRequired']],
  ])('%s is refused', (_name, fields, codes) => {
    expect(withFields(fields)).toEqual(codes.map((code) => ({ path: 'sections.0.questions.0.fields', code })));
  });

  it.each([
    ['no accepted answer', space()],
    ['only blank accepted answers', space('', '  ')],
  ])('a space with %s is refused', (_name, emptySpace) => {
    expect(withFields([text('Capital:'), space('Cairo'), emptySpace])).toEqual([
      { path: 'sections.0.questions.0.fields.2.values', code: 'spaceAnswerRequired' },
    ]);
  });

  it.each([
    ['مُحَمَّد', [{ path: 'sections.0.questions.0.fields.1.values.1', code: 'diacriticsNotAllowed' }]],
    ['القاهرةُ', [{ path: 'sections.0.questions.0.fields.1.values.1', code: 'diacriticsNotAllowed' }]],
    ['القاهرة', []],
    ['أسوان', []],
  ])('accepted answer %j gives %j', (answer, problems) => {
    expect(withFields([text('Capital:'), space('Cairo', answer)])).toEqual(problems);
  });
});

describe('cleanChoices removes blank choices and keeps what hangs on them aligned', () => {
  it('renumbers the correct choice of a single-choice question', () => {
    const cleaned = cleanChoices({ ...singleChoice, choices: ['Alexandria', '', ' ', 'Cairo'], correctAnswer: 4 });
    expect([cleaned.choices, cleaned.correctAnswer]).toEqual([['Alexandria', 'Cairo'], 2]);
  });

  it('clears the correct choice when it was the blank one', () => {
    const cleaned = cleanChoices({ ...singleChoice, choices: ['Alexandria', '', 'Cairo'], correctAnswer: 2 });
    expect([cleaned.choices, cleaned.correctAnswer]).toEqual([['Alexandria', 'Cairo'], undefined]);
  });

  it('keeps a correct choice before the removed one', () => {
    expect(cleanChoices({ ...singleChoice, choices: ['Cairo', '', 'Giza'], correctAnswer: 1 }).correctAnswer).toBe(1);
  });

  it('removes the same entries from a multiple-answer question’s possibleAnswers', () => {
    const cleaned = cleanChoices({ id: 'q5', type: 5, choices: ['2', '', '7'], possibleAnswers: [true, false, true] });
    expect([cleaned.choices, cleaned.possibleAnswers]).toEqual([
      ['2', '7'],
      [true, true],
    ]);
  });

  it('removes the same entries from a course-link question’s courseLinks and possibleAnswers', () => {
    const cleaned = cleanChoices({
      id: 'q7',
      type: 7,
      choices: ['', 'Arabic', 'Maths'],
      courseLinks: ['c0', 'c1', 'c2'],
      possibleAnswers: [false, true, false],
    });
    expect([cleaned.choices, cleaned.courseLinks, cleaned.possibleAnswers]).toEqual([
      ['Arabic', 'Maths'],
      ['c1', 'c2'],
      [true, false],
    ]);
  });

  it('leaves a question without blank choices as it is', () => {
    expect(cleanChoices(singleChoice)).toBe(singleChoice);
  });

  it('leaves a writing question’s accepted answers alone', () => {
    const writing: WritingQuestion = { id: 'q1', type: 1, text: 'Colour?', possibleAnswers: ['blue', ''] };
    expect(cleanChoices(writing)).toBe(writing);
  });
});

describe('cleanSpaceFields drops blank parts but keeps every space', () => {
  it('removes blank text parts and blank accepted answers', () => {
    expect(
      cleanSpaceFields([
        { type: 'text', value: '' },
        { type: 'text', value: 'Capital:' },
        { type: 'space', values: ['Cairo', '', ' '], size: 'lg' },
        { type: 'space', values: [''] },
      ]),
    ).toEqual([
      { type: 'text', value: 'Capital:' },
      { type: 'space', values: ['Cairo'], size: 'lg' },
      { type: 'space', values: [] },
    ]);
  });
});

describe('prepareQuizForSave', () => {
  const savedWeight = (weight: QuestionDraft['weight']) => {
    const result = prepareQuizForSave(draftWith([{ ...singleChoice, weight }], { passGrade: 0 }));
    if (!result.ok || result.quiz.version === 0) throw new Error(JSON.stringify(result));
    return result.quiz.sections[0].questions[0].weight;
  };

  it.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    [0, 0],
    [0.5, 0],
    [-2, 0],
    ['-2', 0],
    ['0', 0],
    [1, 1],
    ['3', 3],
    [12, 12],
  ])('weight %j is saved as %i', (weight, saved) => {
    expect(savedWeight(weight)).toBe(saved);
  });

  it.each([
    ['a weight that is not whole', draftWith([{ ...singleChoice, weight: 1.5 }]), 'sections.0.questions.0.weight'],
    [
      'a blank section name',
      draftWith([singleChoice], { sections: [{ id: 's1', name: ' ', questions: [singleChoice] }] }),
      'sections.0.name',
    ],
    ['a missing quiz name', draftWith([singleChoice], { name: '' }), 'name'],
    ['a blank pass grade', draftWith([singleChoice], { passGrade: '' }), 'passGrade'],
    ['a question without text', draftWith([{ ...singleChoice, text: '' }]), 'sections.0.questions.0.text'],
    [
      'a complete-the-spaces question without a space',
      draftWith([{ ...completeSpaces, fields: [{ type: 'text', value: 'Only text' }] }]),
      'sections.0.questions.0.fields',
    ],
    [
      'an info question in a version 0 quiz',
      { id: 'quiz-1', name: 'Old', passGrade: 0, version: 0, questions: [{ id: 'q4', type: 4, text: 'Note' }] } as QuizDraft,
      'questions.0.type',
    ],
  ])('%s gives invalid_data_entry', (_name, draft, path) => {
    const result = prepareQuizForSave(draft);
    expect(result.ok === false && result.error).toBe('invalid_data_entry');
    expect(result.ok === false && result.problems.map((problem) => problem.path)).toContain(path);
  });

  it('gives back a quiz it has prepared unchanged, as the server re-checks what the editor saved', () => {
    const first = prepareQuizForSave(draftWith([{ ...singleChoice, weight: '2' }, completeSpaces]));
    if (!first.ok) throw new Error(JSON.stringify(first.problems));
    expect(prepareQuizForSave(first.quiz)).toEqual(first);
  });

  it('reports a field once even when both the rules and the document shape refuse it', () => {
    const result = prepareQuizForSave(draftWith([{ ...singleChoice, weight: 1.5 }]));
    expect(result.ok === false && codesAt(result.problems)).toEqual([
      { path: 'sections.0.questions.0.weight', code: 'mustBeNonNegativeInteger' },
    ]);
  });

  it('counts a complete-the-spaces question as weight × spaces and file upload and info as 0', () => {
    const twoSpaces = {
      ...completeSpaces,
      weight: 3,
      fields: [...completeSpaces.fields, { type: 'text', value: 'and of Sudan is' }, { type: 'space', values: ['Khartoum'] }],
    } satisfies QuestionDraft;
    const result = prepareQuizForSave(
      draftWith([
        { ...singleChoice, weight: 2 },
        twoSpaces,
        { id: 'q3', type: 3, text: 'Upload' },
        { id: 'q4', type: 4, text: 'Note' },
      ]),
    );
    expect(result.ok && result.totalWeight).toBe(2 + 3 * 2);
  });

  it.each([
    [8, 'passGrade_too_high'],
    [7, null],
    [0, null],
  ])('pass grade %i against a total weight of 7 gives %s', (passGrade, error) => {
    const questions = [
      { ...singleChoice, weight: 3 },
      { ...singleChoice, id: 'q0b', weight: 4 },
    ];
    const result = prepareQuizForSave(draftWith(questions, { passGrade }));
    expect(result.ok ? null : result.error).toBe(error);
  });

  it.each([
    [41, 40, 'passGrade_too_high'],
    [40, 40, null],
    [1, null, 'passGrade_too_high'],
    [0, null, null],
  ])('with external grades, pass grade %i against maxGradeExternal %j gives %s, whatever the weights', (
    passGrade,
    maxGradeExternal,
    error,
  ) => {
    const draft = draftWith([{ ...singleChoice, weight: 100 }], { externalGrades: true, maxGradeExternal, passGrade });
    const result = prepareQuizForSave(draft);
    expect(result.ok ? null : result.error).toBe(error);
  });

  it('reports passGrade_too_high at passGrade', () => {
    const result = prepareQuizForSave(draftWith([singleChoice], { passGrade: 2 }));
    expect(result.ok === false && codesAt(result.problems)).toEqual([{ path: 'passGrade', code: 'passGrade_too_high' }]);
  });

  it('saves cleaned choices and complete-the-spaces parts, and typed numbers as numbers', () => {
    const result = prepareQuizForSave(
      draftWith(
        [
          { ...singleChoice, choices: ['Alexandria', '', 'Cairo'], correctAnswer: 3 },
          { ...completeSpaces, fields: [{ type: 'text', value: '' }, ...completeSpaces.fields, { type: 'text', value: '' }] },
        ],
        { passGrade: ' 2 ', allowedTime: '', gradeReduction: '5' },
      ),
    );
    if (!result.ok || result.quiz.version === 0) throw new Error(JSON.stringify(result));
    const [choice, spaces] = result.quiz.sections[0].questions;
    expect(choice).toMatchObject({ choices: ['Alexandria', 'Cairo'], correctAnswer: 2 });
    expect(spaces).toMatchObject({ fields: completeSpaces.fields });
    expect(result.quiz).toMatchObject({ passGrade: 2, allowedTime: null, gradeReduction: 5 });
  });
});

describe('editor constants', () => {
  it('complete-space widths are 200, 150 and 100 px; a space without a size is 100 px', () => {
    expect(SPACE_WIDTHS).toEqual({ lg: 200, md: 150, sm: 100 });
    expect([spaceWidth('lg'), spaceWidth('md'), spaceWidth('sm'), spaceWidth(undefined)]).toEqual([200, 150, 100, 100]);
  });

  it.each([
    ['mcq', 0],
    ['writing', 1],
    ['complete-spaces', 2],
    ['file-upload', 3],
    ['info', 4],
    ['mcq2', 5],
    ['checkbox', 6],
    ['courseLink', 7],
    ['countryRegion', 8],
  ] as const)('the question-type dialog value %s adds a type %i question', (value, type) => {
    expect(QUESTION_TYPE_DIALOG_VALUES[value]).toBe(type);
  });
});

describe('a document of the wrong shape is refused before any rule walks it (invalid_data_entry, never a crash)', () => {
  const question = { id: 'q1', type: 0, text: 'Q', choices: ['a', 'b'], correctAnswer: 1, weight: 1 };
  const quiz = (changes: Record<string, unknown>) => ({ name: 'Quiz', passGrade: 0, version: 2, sections: [{ id: 's1', name: 'S', questions: [question] }], ...changes });
  it.each([
    ['a section that is false', quiz({ sections: [false] }), 'sections.0'],
    ['a section without questions', quiz({ sections: [{ id: 's1', name: 'S' }] }), 'sections.0.questions'],
    ['questions that are a string', quiz({ sections: [{ id: 's1', name: 'S', questions: 'x' }] }), 'sections.0.questions'],
    ['a section name that is a number', quiz({ sections: [{ id: 's1', name: 0, questions: [question] }] }), 'sections.0.name'],
    ['a question text that is a number', quiz({ sections: [{ id: 's1', name: 'S', questions: [{ ...question, text: 5 }] }] }), 'sections.0.questions.0.text'],
    ['a single-choice question without choices', quiz({ sections: [{ id: 's1', name: 'S', questions: [{ id: 'q1', type: 0, text: 'Q' }] }] }), 'sections.0.questions.0.choices'],
    ['choices that are numbers', quiz({ sections: [{ id: 's1', name: 'S', questions: [{ ...question, choices: [1, 2] }] }] }), 'sections.0.questions.0.choices.0'],
    ['a complete-the-spaces part that is false', quiz({ sections: [{ id: 's1', name: 'S', questions: [{ id: 'q1', type: 2, fields: [false] }] }] }), 'sections.0.questions.0.fields.0'],
    ['a space whose answers are not a list', quiz({ sections: [{ id: 's1', name: 'S', questions: [{ id: 'q1', type: 2, fields: [{ type: 'space', values: 'x' }] }] }] }), 'sections.0.questions.0.fields.0.values'],
    ['a quiz name that is a number', quiz({ name: 5 }), 'name'],
    // numbers the editor holds as text may be text, never an object (an object without a prototype cannot even be converted)
    ['a weight that is an object', quiz({ sections: [{ id: 's1', name: 'S', questions: [{ ...question, weight: Object.assign(Object.create(null), { n: 1 }) }] }] }), 'sections.0.questions.0.weight'],
    ['a pass grade that is a list', quiz({ passGrade: [1] }), 'passGrade'],
    ['an allowed time that is an object', quiz({ allowedTime: Object.create(null) }), 'allowedTime'],
    ['a grade reduction that is true', quiz({ gradeReduction: true }), 'gradeReduction'],
    ['an external maximum that is an object', quiz({ maxGradeExternal: { n: 1 } }), 'maxGradeExternal'],
    ['version 0 questions that are false', quiz({ version: 0, questions: [false] }), 'questions.0'],
  ])('%s', (_rule, draft, path) => {
    const result = prepareQuizForSave(draft as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe('invalid_data_entry');
      expect(result.problems.map((problem) => problem.path)).toContain(path);
    }
  });
});

describe('a legacy document without a version is saved as parseQuiz reads it', () => {
  it('flat questions without a version are version 0', () => {
    const question = { id: 'q1', type: 0, text: 'Q', choices: ['a', 'b'], correctAnswer: 1, weight: 1 };
    const result = prepareQuizForSave({ name: 'Legacy', passGrade: 1, questions: [question] } as never);
    expect(result.ok && result.quiz.version).toBe(0);
  });
});
