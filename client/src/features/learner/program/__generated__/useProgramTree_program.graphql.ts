/**
 * @generated SignedSource<<bb11c163a07c8578cdfd7bf1287d5fcc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemType = "attachment" | "audio" | "folder" | "link" | "quiz" | "video" | "youtube_video" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useProgramTree_program$data = {
  readonly items: ReadonlyArray<{
    readonly addToCompletion: boolean;
    readonly id: string;
    readonly itemType: ItemType;
    readonly locked: boolean;
    readonly markedCompleted: boolean;
    readonly mimeType: string | null | undefined;
    readonly name: string;
    readonly order: number;
    readonly parentId: string | null | undefined;
    readonly quiz: {
      readonly hasAnswer: boolean;
      readonly hasExternalGrade: boolean;
      readonly id: string;
      readonly isForm: boolean;
    } | null | undefined;
    readonly src: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ContentViewer_item">;
  }>;
  readonly " $fragmentType": "useProgramTree_program";
};
export type useProgramTree_program$key = {
  readonly " $data"?: useProgramTree_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"useProgramTree_program">;
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
  "name": "useProgramTree_program",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProgramItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "parentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "order",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "src",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mimeType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addToCompletion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "markedCompleted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProgramQuiz",
          "kind": "LinkedField",
          "name": "quiz",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isForm",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasAnswer",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasExternalGrade",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ContentViewer_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Program",
  "abstractKey": null
};
})();

(node as any).hash = "c2c55294772e07852a5a31f04375e0b7";

export default node;
