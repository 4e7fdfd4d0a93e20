/**
 * @generated SignedSource<<1ef12294ecbf7b5ed8c4e2dd6d730510>>
 * @relayHash 2c73828615e2361f0353582602f416c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2bf3955cf928b88d4f0823b2b99b41d30666b1a462e6ca3c19cbd6758f6217a0

import { ConcreteRequest } from 'relay-runtime';
export type JobStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type useBulkMailProgressSubscription$variables = {
  id: string;
};
export type useBulkMailProgressSubscription$data = {
  readonly jobProgress: {
    readonly fileUrl: string | null | undefined;
    readonly id: string;
    readonly progress: number;
    readonly status: JobStatus;
  } | null | undefined;
};
export type useBulkMailProgressSubscription = {
  response: useBulkMailProgressSubscription$data;
  variables: useBulkMailProgressSubscription$variables;
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
    "name": "useBulkMailProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBulkMailProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2bf3955cf928b88d4f0823b2b99b41d30666b1a462e6ca3c19cbd6758f6217a0",
    "metadata": {},
    "name": "useBulkMailProgressSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "941294ae86f03f12275d3b55bc22be8c";

export default node;
