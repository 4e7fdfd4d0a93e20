/**
 * @generated SignedSource<<43d7babbb2a26d4bf59981f22e92a902>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LearnerPrograms_learner$data = {
  readonly closedPrograms: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_program">;
      };
    }>;
  };
  readonly openPrograms: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_program">;
      };
    }>;
  };
  readonly " $fragmentType": "LearnerPrograms_learner";
};
export type LearnerPrograms_learner$key = {
  readonly " $data"?: LearnerPrograms_learner$data;
  readonly " $fragmentSpreads": FragmentRefs<"LearnerPrograms_learner">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LearnerProgramsConnectionEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Program",
        "kind": "LinkedField",
        "name": "node",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProgramCard_program"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LearnerPrograms_learner",
  "selections": [
    {
      "alias": "openPrograms",
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "LearnerProgramsConnection",
      "kind": "LinkedField",
      "name": "programs",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "programs(first:100)"
    },
    {
      "alias": "closedPrograms",
      "args": [
        {
          "kind": "Literal",
          "name": "closed",
          "value": true
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "LearnerProgramsConnection",
      "kind": "LinkedField",
      "name": "programs",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "programs(closed:true,first:100)"
    }
  ],
  "type": "Learner",
  "abstractKey": null
};
})();

(node as any).hash = "cbae7eabce3f548071e5fc53e156f1ba";

export default node;
