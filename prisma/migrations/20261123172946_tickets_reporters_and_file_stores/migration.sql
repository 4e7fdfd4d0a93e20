-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "identityId" TEXT,
ADD COLUMN     "learnerId" TEXT,
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'ar';

-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "storageBucket" TEXT,
ADD COLUMN     "storageUrl" TEXT;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_learnerId_fkey" FOREIGN KEY ("learnerId") REFERENCES "Learner"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "AdminIdentity"("id") ON DELETE SET NULL ON UPDATE CASCADE;
