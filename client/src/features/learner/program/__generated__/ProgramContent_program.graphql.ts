/**
 * @generated SignedSource<<ac05eb5b401fc1e48a831b199af2658f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProgramContent_program$data = {
  readonly disableDownloads: boolean;
  readonly domainId: string;
  readonly primaryColor: string | null | undefined;
  readonly readOnly: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramHeader_program" | "useProgramTree_program">;
  readonly " $fragmentType": "ProgramContent_program";
};
export type ProgramContent_program$key = {
  readonly " $data"?: ProgramContent_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgramContent_program">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgramContent_program",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disableDownloads",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProgramHeader_program"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useProgramTree_program"
    }
  ],
  "type": "Program",
  "abstractKey": null
};

(node as any).hash = "330a1ef3c675692a5f63272b9a52f39d";

export default node;
