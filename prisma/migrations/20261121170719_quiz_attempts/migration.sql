-- DropIndex
DROP INDEX "Submission_quizId_learnerId_idx";

-- AlterTable
ALTER TABLE "Attempt" ADD COLUMN     "openKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Attempt_openKey_key" ON "Attempt"("openKey");

-- CreateIndex
CREATE UNIQUE INDEX "Submission_quizId_learnerId_key" ON "Submission"("quizId", "learnerId");
