-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "assistantDailyLimit" INTEGER,
ADD COLUMN     "verifiedSignIn" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Learner" ADD COLUMN     "erasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ConsentRecord" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'policies';

-- CreateTable
CREATE TABLE "SignInCode" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssistantQuestion" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "learnerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AssistantQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlatformSetting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlatformSetting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SignInCode_organizationId_email_createdAt_idx" ON "SignInCode"("organizationId", "email", "createdAt");

-- CreateIndex
CREATE INDEX "AssistantQuestion_learnerId_createdAt_idx" ON "AssistantQuestion"("learnerId", "createdAt");

-- AddForeignKey
ALTER TABLE "SignInCode" ADD CONSTRAINT "SignInCode_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssistantQuestion" ADD CONSTRAINT "AssistantQuestion_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssistantQuestion" ADD CONSTRAINT "AssistantQuestion_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE CASCADE ON UPDATE CASCADE;
