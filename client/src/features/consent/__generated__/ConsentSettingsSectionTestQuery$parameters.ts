/**
 * @generated SignedSource<<bbb5d02b2b201ebfaf292ddc181996d5>>
 * @relayHash 00e5036c71948d81f57ac8448e44cade
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bbd15a5bb1575dd29f463f2b2c02d53195345942e18f8b18ee1ec6525ca97a03

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ConsentSettingsSectionTestQuery } from './ConsentSettingsSectionTestQuery.graphql';

const node: PreloadableConcreteRequest<ConsentSettingsSectionTestQuery> = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
};
return {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bbd15a5bb1575dd29f463f2b2c02d53195345942e18f8b18ee1ec6525ca97a03",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.learner": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Learner"
        },
        "viewer.learner.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.learner.privacyPolicyAccepted": (v0/*:: as any*/),
        "viewer.learner.privacyPolicyAcceptedAt": (v1/*:: as any*/),
        "viewer.learner.termsAccepted": (v0/*:: as any*/),
        "viewer.learner.termsAcceptedAt": (v1/*:: as any*/)
      }
    },
    "name": "ConsentSettingsSectionTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

export default node;
