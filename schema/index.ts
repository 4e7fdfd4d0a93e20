// Assembles the schema from the builder and the type modules (imported for
// their definitions). Built on first use, not at import.
import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import './types/scalars.ts';
import './types/errors.ts';
import './types/node.ts';
import './types/organization.ts';
import './types/account.ts';
import './types/programItem.ts';
import './types/program.ts';
import './types/learner.ts';
import './types/domain.ts';
import './types/viewer.ts';
import './types/session.ts';
import './types/quizResult.ts';
import './types/quizTaking.ts';
import './types/accountEditing.ts';
import './types/quizEditing.ts';
import './types/registration.ts';
import './types/apiTokens.ts';
import './types/notifications/notifications.ts';
import './types/examinees/examinees.ts';
import './types/users/learnerRecords.ts';
import './types/certificates/certificateFolders.ts';
import './types/grades/grades.ts';
import './types/results/resultsFile.ts';
import './types/bulkMail/bulkMail.ts';
import './types/files/files.ts';
import './types/results/quizResults.ts';
import './types/organisation/courseIntroduction.ts';
import './types/organisation/landingPage.ts';
import './types/organisation/courseIntroductionEditing.ts';
import './types/organisation/orgAccounts.ts';
import './types/organisation/accountPublishing.ts';
import './types/organisation/orgSettings.ts';
import './types/platform/platformAdmin.ts';
import './types/tickets/tickets.ts';
import './types/privacy/privacy.ts';
import './types/consent/consent.ts';
import './types/passwords/passwordReset.ts';
import './types/maintenance/maintenance.ts';
import './types/assistant/assistant.ts';
import './types/signInCodes/signInCodes.ts';

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
