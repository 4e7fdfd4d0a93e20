import { graphql } from 'react-relay';

/** The account (its forms for prerequisites, its tracks, its options) and, when editing, the quiz with its revision. */
export const quizEditorQuery = graphql`
  query QuizEditorQuery($quizId: String!, $hasQuiz: Boolean!) @preloadable {
    viewer {
      account {
        id
        isTimed
        enableVideo
        tracks
        quizzes {
          quizId
          name
          isForm
        }
      }
    }
    quizDocument(quizId: $quizId) @include(if: $hasQuiz) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on QueryQuizDocumentSuccess {
        data {
          quizId
          revision
          document
          publishedDocument
          hasUnpublishedChanges
          answersCount
          attemptsInProgress
        }
      }
    }
  }
`;
