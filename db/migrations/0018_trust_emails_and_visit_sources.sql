DROP INDEX `users_email_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `unverified_email` text;--> statement-breakpoint
CREATE INDEX `users_email_idx` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`) WHERE "users"."email_verified" = 1;--> statement-breakpoint
ALTER TABLE `site_visits` ADD `source` text;--> statement-breakpoint
CREATE INDEX `site_visits_project_source_idx` ON `site_visits` (`project_id`,`source`,`created_at`);