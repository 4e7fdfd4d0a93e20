/**
 * @generated SignedSource<<5ccea167f1b757b1e8b697de0bf16432>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProgramCard_program$data = {
  readonly closed: boolean;
  readonly name: string;
  readonly primaryColor: string | null | undefined;
  readonly " $fragmentType": "ProgramCard_program";
};
export type ProgramCard_program$key = {
  readonly " $data"?: ProgramCard_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramCard_program">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgramCard_program",
  "selections": [
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
      "name": "closed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    }
  ],
  "type": "Program",
  "abstractKey": null
};

(node as any).hash = "faec1080016764a96e0c44d985118abf";

export default node;
