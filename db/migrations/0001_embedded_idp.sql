CREATE TABLE `idp_records` (
	`model` text NOT NULL,
	`id` text NOT NULL,
	`payload` text NOT NULL,
	`grant_id` text,
	`uid` text,
	`user_code` text,
	`expires_at` integer,
	`consumed_at` integer,
	PRIMARY KEY(`model`, `id`)
);
--> statement-breakpoint
CREATE INDEX `idp_records_grant_idx` ON `idp_records` (`grant_id`);--> statement-breakpoint
CREATE INDEX `idp_records_uid_idx` ON `idp_records` (`uid`);--> statement-breakpoint
CREATE INDEX `idp_records_expires_idx` ON `idp_records` (`expires_at`);