CREATE TABLE `hostname_removals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hostname` text NOT NULL,
	`cloudflare_id` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hostname_removals_next_idx` ON `hostname_removals` (`next_attempt_at`);--> statement-breakpoint
DROP INDEX `custom_domains_hostname_unique`;--> statement-breakpoint
ALTER TABLE `custom_domains` ADD `power_lost_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_verified_hostname_unique` ON `custom_domains` (`hostname`) WHERE verified_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `custom_domains_hostname_idx` ON `custom_domains` (`hostname`);