-- CreateEnum
CREATE TYPE "LearnerIdentification" AS ENUM ('emailOnly', 'session', 'verifiedCode');

-- CreateEnum
CREATE TYPE "SignInCodePurpose" AS ENUM ('signIn', 'exportData', 'deleteAccount');

-- DropIndex
DROP INDEX "SignInCode_organizationId_email_createdAt_idx";

-- AlterTable
ALTER TABLE "ConsentRecord" ADD COLUMN     "identifiedBy" "LearnerIdentification";

-- AlterTable
ALTER TABLE "SignInCode" ADD COLUMN     "purpose" "SignInCodePurpose" NOT NULL DEFAULT 'signIn';

-- CreateIndex
CREATE INDEX "SignInCode_organizationId_email_purpose_createdAt_idx" ON "SignInCode"("organizationId", "email", "purpose", "createdAt");
