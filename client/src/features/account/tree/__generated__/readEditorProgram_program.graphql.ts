/**
 * @generated SignedSource<<b25ea0a953ddcb5580e5816d097afdf6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type readEditorProgram_program$data = {
  readonly headingProgress: ReadonlyArray<string>;
  readonly hidden: boolean;
  readonly id: string;
  readonly items: any;
  readonly name: string;
  readonly order: number;
  readonly prerequisites: ReadonlyArray<string>;
  readonly prerequisitesOperationOR: boolean;
  readonly programId: string;
  readonly revision: number;
  readonly tracks: ReadonlyArray<string>;
  readonly " $fragmentType": "readEditorProgram_program";
};
export type readEditorProgram_program$key = {
  readonly " $data"?: readEditorProgram_program$data;
  readonly " $fragmentSpreads": FragmentRefs<"readEditorProgram_program">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "readEditorProgram_program"
};

(node as any).hash = "928da652510213e7d48b31720af8ea8c";

export default node;
