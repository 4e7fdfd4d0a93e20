/**
 * @generated SignedSource<<48c492c3c4ee1cf46a0ee1705f432466>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "attemptClosed" | "dateOfBirthRequired" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileRequired" | "forbidden" | "invalidColor" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidLink" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "minimumAge" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noResult" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "serverBusy" | "staleRevision" | "tooManyRequests" | "treeTooLarge" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "videoNotEnabled" | "%future added value";
export type SaveQuizInput = {
  document: any;
  quizId: string;
  revision: number;
};
export type SaveQuizMutation$variables = {
  input: SaveQuizInput;
};
export type SaveQuizMutation$data = {
  readonly saveQuiz: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationSaveQuizSuccess";
    readonly data: {
      readonly quizId: string;
      readonly revision: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SaveQuizMutation = {
  response: SaveQuizMutation$data;
  variables: SaveQuizMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveQuiz",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
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
            "concreteType": "QuizDocument",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quizId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revision",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSaveQuizSuccess",
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
    "name": "SaveQuizMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveQuizMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "de0931a2dda7c4182e7b892d289073f3",
    "id": null,
    "metadata": {},
    "name": "SaveQuizMutation",
    "operationKind": "mutation",
    "text": "mutation SaveQuizMutation(\n  $input: SaveQuizInput!\n) {\n  saveQuiz(input: $input) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationSaveQuizSuccess {\n      data {\n        quizId\n        revision\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a4114c1cb5f7ba3117f21c5e391a292";

export default node;
