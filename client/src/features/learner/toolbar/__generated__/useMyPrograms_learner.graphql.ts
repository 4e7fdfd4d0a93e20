/**
 * @generated SignedSource<<4b3f0929e8ebf10e4a623f3dfdd26538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMyPrograms_learner$data = {
  readonly closedDomains: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly openDomains: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "useMyPrograms_learner";
};
export type useMyPrograms_learner$key = {
  readonly " $data"?: useMyPrograms_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"useMyPrograms_learner">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useMyPrograms_learner",
  "selections": [
    {
      "alias": "openDomains",
      "args": null,
      "concreteType": "Domain",
      "kind": "LinkedField",
      "name": "domains",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "closedDomains",
      "args": [
        {
          "kind": "Literal",
          "name": "closed",
          "value": true
        }
      ],
      "concreteType": "Domain",
      "kind": "LinkedField",
      "name": "domains",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "domains(closed:true)"
    }
  ],
  "type": "Learner",
  "abstractKey": null
};
})();

(node as any).hash = "74a4b9afdccd7c5de755d94278b5a248";

export default node;
