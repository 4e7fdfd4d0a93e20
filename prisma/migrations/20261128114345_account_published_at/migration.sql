-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "publishedAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP;

-- Existing accounts stay published: as published since they were created.
UPDATE "Account" SET "publishedAt" = "createdAt";
