/**
 * @generated SignedSource<<213df207a5fbc9129059c9c9f078440a>>
 * @relayHash 798f1cfc079464f2e4d8feb14247287b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50c1b893a457518bcbe1f8ed0698a8540c78873beb6e4bb9a69f78137da5193b

import { ConcreteRequest } from 'relay-runtime';
export type JobStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type FollowedJobSubscription$variables = {
  id: string;
};
export type FollowedJobSubscription$data = {
  readonly jobProgress: {
    readonly fileUrl: string | null | undefined;
    readonly id: string;
    readonly progress: number;
    readonly status: JobStatus;
  } | null | undefined;
};
export type FollowedJobSubscription = {
  response: FollowedJobSubscription$data;
  variables: FollowedJobSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Job",
    "kind": "LinkedField",
    "name": "jobProgress",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "progress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileUrl",
        "storageKey": null
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
    "name": "FollowedJobSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FollowedJobSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "50c1b893a457518bcbe1f8ed0698a8540c78873beb6e4bb9a69f78137da5193b",
    "metadata": {},
    "name": "FollowedJobSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "45e8fd61e73c6a273c2ad75281fe0b8d";

export default node;
