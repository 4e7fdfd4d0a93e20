/**
 * @generated SignedSource<<c9981553cd5060705c920fe6d778c172>>
 * @relayHash cdd72f3d9ed1f290866080961d65c2fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0efc49636208e655027e06df113fbfc571bbe56ac716f5ac78add19756a1c11

import { ConcreteRequest } from 'relay-runtime';
export type SavePlaybackPositionInput = {
  itemId: string;
  seconds: number;
};
export type SavePlaybackPositionMutation$variables = {
  input: SavePlaybackPositionInput;
};
export type SavePlaybackPositionMutation$data = {
  readonly savePlaybackPosition: {
    readonly __typename: "MutationSavePlaybackPositionSuccess";
    readonly data: {
      readonly id: string;
      readonly positionSeconds: number | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SavePlaybackPositionMutation = {
  response: SavePlaybackPositionMutation$data;
  variables: SavePlaybackPositionMutation$variables;
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
    "name": "savePlaybackPosition",
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
            "concreteType": "ProgramItem",
            "kind": "LinkedField",
            "name": "data",
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
                "name": "positionSeconds",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSavePlaybackPositionSuccess",
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
    "name": "SavePlaybackPositionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SavePlaybackPositionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b0efc49636208e655027e06df113fbfc571bbe56ac716f5ac78add19756a1c11",
    "metadata": {},
    "name": "SavePlaybackPositionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25bffbfa8787d2ab15eb5c1ba8520019";

export default node;
