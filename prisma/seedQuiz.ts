// The demo quiz: version 2, two sections, in the document shape the quiz engine reads.
export const demoQuizContent = {
  sections: [
    {
      id: 'sec-basics',
      name: 'Basics',
      questions: [
        {
          id: 'q-capital',
          type: 0,
          text: 'What is the capital of Egypt?',
          choices: ['Alexandria', 'Cairo', 'Giza'],
          correctAnswer: 2,
          weight: 1,
          clarification: 'Cairo has been the capital since 969.',
        },
        {
          id: 'q-color',
          type: 1,
          text: 'Which colour do you get by mixing blue and yellow?',
          possibleAnswers: ['green', 'أخضر'],
          weight: 1,
        },
      ],
    },
    {
      id: 'sec-more',
      name: 'More',
      questions: [
        {
          id: 'q-primes',
          type: 5,
          text: 'Which of these numbers are prime?',
          choices: ['2', '4', '7'],
          possibleAnswers: [true, false, true],
          weight: 1,
        },
        { id: 'q-info', type: 4, text: 'Thank you for taking the demo quiz.', weight: 0 },
      ],
    },
  ],
};
