/**
 * @generated SignedSource<<7dac9077a36e110d39b2eda222d2f5cf>>
 * @relayHash 0819d08eead07e9ab205b244a2aae828
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e29d75b8d8268f1e8ab919194c4f4a9b68a748b9755099eecb7eb4aab657f60e

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "apiTokenExpiryInvalid" | "apiTokenNameRequired" | "attemptClosed" | "dateOfBirthRequired" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileContentMismatch" | "fileRequired" | "forbidden" | "invalidColor" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidLink" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "minimumAge" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noResult" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "persistedOperationNotFound" | "persistedOperationRequired" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "queryTooCostly" | "queryTooDeep" | "queryTooLarge" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "serverBusy" | "staleRevision" | "tooManyAliases" | "tooManyDirectives" | "tooManyRequests" | "treeTooLarge" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "videoNotEnabled" | "%future added value";
export type QuizAnswerScreenQuery$variables = {
  quizId: string;
};
export type QuizAnswerScreenQuery$data = {
  readonly quizResult: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
  } | {
    readonly __typename: "QueryQuizResultSuccess";
    readonly data: {
      readonly link: string | null | undefined;
      readonly linkMsg: string | null | undefined;
      readonly maxGrade: number;
      readonly passed: boolean | null | undefined;
      readonly quizName: string;
      readonly result: number | null | undefined;
      readonly review: any | null | undefined;
      readonly showResult: boolean | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type QuizAnswerScreenQuery = {
  response: QuizAnswerScreenQuery$data;
  variables: QuizAnswerScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "quizId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "quizId",
        "variableName": "quizId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "quizResult",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "AppError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QuizResult",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quizName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "result",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxGrade",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showResult",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "linkMsg",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "review",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryQuizResultSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuizAnswerScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuizAnswerScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e29d75b8d8268f1e8ab919194c4f4a9b68a748b9755099eecb7eb4aab657f60e",
    "metadata": {},
    "name": "QuizAnswerScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4fba53ced25d37dfce56f1d86aa237e0";

export default node;
