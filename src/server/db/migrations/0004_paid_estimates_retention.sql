-- Paid estimates created before retention followed the report kept retain_until null and were never purged
-- (docs/decisions/008-retention.md): give each the expiry of its report, as new purchases get.
UPDATE "estimates" e SET "retain_until" = r."expires_at"
FROM "pdf_reports" r
WHERE r."estimate_id" = e."id" AND e."retain_until" IS NULL;
