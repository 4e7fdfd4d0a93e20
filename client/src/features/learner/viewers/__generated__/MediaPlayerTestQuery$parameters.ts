/**
 * @generated SignedSource<<99e576408fb89c4c47325a12d28bc20e>>
 * @relayHash 9d038b8c5d6b9f27d99a6b9f6a3eccdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 748b655bc8dea18c931946f380dd3f25d18cee5e0efc27cdb7b852a73942dcf9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MediaPlayerTestQuery } from './MediaPlayerTestQuery.graphql';

const node: PreloadableConcreteRequest<MediaPlayerTestQuery> = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "748b655bc8dea18c931946f380dd3f25d18cee5e0efc27cdb7b852a73942dcf9",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v0/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.mimeType": (v1/*:: as any*/),
        "node.name": (v0/*:: as any*/),
        "node.positionSeconds": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "node.src": (v1/*:: as any*/)
      }
    },
    "name": "MediaPlayerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

export default node;
