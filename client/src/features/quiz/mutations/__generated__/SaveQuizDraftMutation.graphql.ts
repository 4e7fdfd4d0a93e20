/**
 * @generated SignedSource<<3dd822b0698d7fd7320df255c297c40a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "attemptClosed" | "dateOfBirthRequired" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileRequired" | "forbidden" | "invalidColor" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidLink" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "minimumAge" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noResult" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "serverBusy" | "staleRevision" | "tooManyRequests" | "treeTooLarge" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "videoNotEnabled" | "%future added value";
export type SaveQuizDraftInput = {
  answers: any;
  attemptId: string;
  log?: any | null | undefined;
  seq: number;
};
export type SaveQuizDraftMutation$variables = {
  input: SaveQuizDraftInput;
};
export type SaveQuizDraftMutation$data = {
  readonly saveQuizDraft: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
  } | {
    readonly __typename: "MutationSaveQuizDraftSuccess";
    readonly data: {
      readonly applied: boolean;
      readonly savedAt: any;
      readonly seq: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SaveQuizDraftMutation = {
  response: SaveQuizDraftMutation$data;
  variables: SaveQuizDraftMutation$variables;
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
    "name": "saveQuizDraft",
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
            "concreteType": "SavedQuizDraft",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "seq",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "savedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "applied",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSaveQuizDraftSuccess",
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
    "name": "SaveQuizDraftMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveQuizDraftMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6eb556d2b5eaa5a5fa5286988593ba56",
    "id": null,
    "metadata": {},
    "name": "SaveQuizDraftMutation",
    "operationKind": "mutation",
    "text": "mutation SaveQuizDraftMutation(\n  $input: SaveQuizDraftInput!\n) {\n  saveQuizDraft(input: $input) {\n    __typename\n    ... on AppError {\n      code\n    }\n    ... on MutationSaveQuizDraftSuccess {\n      data {\n        seq\n        savedAt\n        applied\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "61c4a6bce00dfe74a55ef60e3870aa67";

export default node;
