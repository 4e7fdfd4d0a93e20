/**
 * @generated SignedSource<<7b9e0c90d22dd2c6797f8f1354126c95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "attemptClosed" | "dateOfBirthRequired" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileRequired" | "forbidden" | "invalidColor" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidLink" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "minimumAge" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noResult" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "serverBusy" | "staleRevision" | "treeTooLarge" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "videoNotEnabled" | "%future added value";
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
      readonly disableCharDictionary: boolean;
      readonly link: string | null | undefined;
      readonly linkMsg: string | null | undefined;
      readonly maxGrade: number;
      readonly passed: boolean | null | undefined;
      readonly quizName: string;
      readonly result: number | null | undefined;
      readonly review: any | null | undefined;
      readonly showResult: boolean | null | undefined;
      readonly specialCharsReduction: string;
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
                "name": "specialCharsReduction",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disableCharDictionary",
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
    "cacheID": "4d1506ff678575a0adcb5b0360b4c4b8",
    "id": null,
    "metadata": {},
    "name": "QuizAnswerScreenQuery",
    "operationKind": "query",
    "text": "query QuizAnswerScreenQuery(\n  $quizId: ID!\n) {\n  quizResult(quizId: $quizId) {\n    __typename\n    ... on AppError {\n      code\n    }\n    ... on QueryQuizResultSuccess {\n      data {\n        quizName\n        result\n        maxGrade\n        showResult\n        passed\n        link\n        linkMsg\n        specialCharsReduction\n        disableCharDictionary\n        review\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "88cfb9ecc80993ad08776e98bc1ee591";

export default node;
