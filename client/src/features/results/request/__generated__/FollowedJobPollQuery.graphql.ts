/**
 * @generated SignedSource<<8b4bf6e4488a73e03ba92cebe9338347>>
 * @relayHash 4d102081d50bf5acc12e900d09e137ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f819fd7e9223d1689fbef125ae8892787914707a3d04b9bc64f635efd1e0426

import { ConcreteRequest } from 'relay-runtime';
export type JobStatus = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type FollowedJobPollQuery$variables = {
  id: string;
};
export type FollowedJobPollQuery$data = {
  readonly job: {
    readonly fileUrl: string | null | undefined;
    readonly id: string;
    readonly progress: number;
    readonly status: JobStatus;
  } | null | undefined;
};
export type FollowedJobPollQuery = {
  response: FollowedJobPollQuery$data;
  variables: FollowedJobPollQuery$variables;
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
    "name": "FollowedJobPollQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FollowedJobPollQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0f819fd7e9223d1689fbef125ae8892787914707a3d04b9bc64f635efd1e0426",
    "metadata": {},
    "name": "FollowedJobPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8b4a70db0127785c4c85eaefd7aa222d";

export default node;
