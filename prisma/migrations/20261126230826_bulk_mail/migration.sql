-- CreateEnum
CREATE TYPE "BulkMailRecipientStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'FAILED', 'SKIPPED');

-- CreateTable
CREATE TABLE "BulkMail" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "senderId" TEXT NOT NULL,
    "jobId" TEXT,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "linkOrigin" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BulkMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkMailRecipient" (
    "id" TEXT NOT NULL,
    "bulkMailId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "BulkMailRecipientStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT,
    "messageId" TEXT,
    "sentAt" TIMESTAMP(3),
    "unsubscribeTokenHash" TEXT,

    CONSTRAINT "BulkMailRecipient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailUnsubscribe" (
    "accountId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailUnsubscribe_pkey" PRIMARY KEY ("accountId","email")
);

-- CreateIndex
CREATE UNIQUE INDEX "BulkMail_jobId_key" ON "BulkMail"("jobId");

-- CreateIndex
CREATE INDEX "BulkMail_accountId_createdAt_idx" ON "BulkMail"("accountId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BulkMailRecipient_unsubscribeTokenHash_key" ON "BulkMailRecipient"("unsubscribeTokenHash");

-- CreateIndex
CREATE INDEX "BulkMailRecipient_bulkMailId_status_nextAttemptAt_idx" ON "BulkMailRecipient"("bulkMailId", "status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "BulkMailRecipient_bulkMailId_email_key" ON "BulkMailRecipient"("bulkMailId", "email");

-- AddForeignKey
ALTER TABLE "BulkMail" ADD CONSTRAINT "BulkMail_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkMail" ADD CONSTRAINT "BulkMail_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "AdminIdentity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkMailRecipient" ADD CONSTRAINT "BulkMailRecipient_bulkMailId_fkey" FOREIGN KEY ("bulkMailId") REFERENCES "BulkMail"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailUnsubscribe" ADD CONSTRAINT "MailUnsubscribe_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
