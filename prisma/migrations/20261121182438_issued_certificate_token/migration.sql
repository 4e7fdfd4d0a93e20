-- AlterTable
ALTER TABLE "IssuedCertificate" ADD COLUMN     "token" TEXT NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "IssuedCertificate_token_key" ON "IssuedCertificate"("token");
