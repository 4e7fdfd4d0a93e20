/**
 * @generated SignedSource<<041864f46eee4aecba46a1f54115116a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseIntroductionsSection_organization$data = {
  readonly accounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly alias: string;
        readonly id: string;
      };
    }>;
  };
  readonly courseIntroductions: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CourseIntroductionCard_introduction">;
  }>;
  readonly id: string;
  readonly " $fragmentType": "CourseIntroductionsSection_organization";
};
export type CourseIntroductionsSection_organization$key = {
  readonly " $data"?: CourseIntroductionsSection_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseIntroductionsSection_organization">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseIntroductionsSection_organization",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CourseIntroduction",
      "kind": "LinkedField",
      "name": "courseIntroductions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CourseIntroductionCard_introduction"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 500
        }
      ],
      "concreteType": "OrganizationAccountsConnection",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrganizationAccountsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Account",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "alias",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "accounts(first:500)"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "158fead46b6f4afb57221d398f602a13";

export default node;
