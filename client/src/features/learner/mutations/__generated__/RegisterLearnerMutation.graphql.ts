/**
 * @generated SignedSource<<511cd3b39a1b492686a8147bee1a3150>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "attemptClosed" | "dateOfBirthRequired" | "duplicateItemId" | "emailsDoNotMatch" | "externalQuiz" | "fileRequired" | "forbidden" | "invalidColor" | "invalidCredentials" | "invalidDateOfBirth" | "invalidEmail" | "invalidExpression" | "invalidLink" | "invalid_audio_type" | "invalid_data_entry" | "invalid_image_type" | "invalid_video_type" | "invalid_youtube_video" | "itemLocked" | "itemNameRequired" | "minimumAge" | "mustAcceptPrivacyPolicy" | "mustAcceptTerms" | "nameRequired" | "noGradeYet" | "noResult" | "notFound" | "organizationNotFound" | "passGrade_too_high" | "prerequisitesNotPassed" | "programClosed" | "programNameRequired" | "quizHasSubmissions" | "quizNameRequired" | "quizNotActive" | "quizNotAnswered" | "quizTimeExpired" | "registrationClosed" | "serverBusy" | "staleRevision" | "tooManyRequests" | "treeTooLarge" | "unauthenticated" | "userAlreadyExamined" | "userAlreadyRegistered" | "userNotFound" | "userNotRegistered" | "videoNotEnabled" | "%future added value";
export type RegisterLearnerInput = {
  dateOfBirth?: any | null | undefined;
  email: string;
  name: string;
  privacyPolicyAccepted: boolean;
  repeatEmail: string;
  telegram?: string | null | undefined;
  termsAccepted: boolean;
};
export type RegisterLearnerMutation$variables = {
  input: RegisterLearnerInput;
};
export type RegisterLearnerMutation$data = {
  readonly registerLearner: {
    readonly __typename: "AppError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
    readonly message: string;
  } | {
    readonly __typename: "MutationRegisterLearnerSuccess";
    readonly data: {
      readonly learner: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
      };
      readonly token: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RegisterLearnerMutation = {
  response: RegisterLearnerMutation$data;
  variables: RegisterLearnerMutation$variables;
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
    "name": "registerLearner",
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
            "concreteType": "LearnerSession",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Learner",
                "kind": "LinkedField",
                "name": "learner",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRegisterLearnerSuccess",
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
    "name": "RegisterLearnerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterLearnerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "17fc904678fe8effd9f34cbfc38801cf",
    "id": null,
    "metadata": {},
    "name": "RegisterLearnerMutation",
    "operationKind": "mutation",
    "text": "mutation RegisterLearnerMutation(\n  $input: RegisterLearnerInput!\n) {\n  registerLearner(input: $input) {\n    __typename\n    ... on AppError {\n      code\n      message\n      field\n    }\n    ... on MutationRegisterLearnerSuccess {\n      data {\n        token\n        learner {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc130a0ee4357dcb38c31eeb51831435";

export default node;
