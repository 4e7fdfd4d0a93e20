/**
 * @generated SignedSource<<2ec81bbb7ba1dd1bf0e8219fb28ee118>>
 * @relayHash 9192e2fe8270200f944028425b714803
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5af5b5004c6b60e762d6d6184e649f02ef44a624263101699e2a4c7eb1589149

import { ConcreteRequest } from 'relay-runtime';
export type JobStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type useJobProgressPollQuery$variables = {
  id: string;
};
export type useJobProgressPollQuery$data = {
  readonly job: {
    readonly fileUrl: string | null | undefined;
    readonly id: string;
    readonly progress: number;
    readonly status: JobStatus;
  } | null | undefined;
};
export type useJobProgressPollQuery = {
  response: useJobProgressPollQuery$data;
  variables: useJobProgressPollQuery$variables;
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
    "name": "job",
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
    "name": "useJobProgressPollQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useJobProgressPollQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5af5b5004c6b60e762d6d6184e649f02ef44a624263101699e2a4c7eb1589149",
    "metadata": {},
    "name": "useJobProgressPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f84aa143daed7b181805e55a0722685";

export default node;
