-- AlterTable
ALTER TABLE "BulkMail" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "test" BOOLEAN NOT NULL DEFAULT false;
