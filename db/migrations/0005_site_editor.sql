CREATE TABLE `site_images` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`mime` text NOT NULL,
	`ext` text NOT NULL,
	`alt` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`storage` text DEFAULT 'db' NOT NULL,
	`bytes` blob,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `site_images_project_idx` ON `site_images` (`project_id`);--> statement-breakpoint
CREATE TABLE `site_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`number` integer NOT NULL,
	`content` text NOT NULL,
	`summary` text NOT NULL,
	`source` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_versions_project_number_unique` ON `site_versions` (`project_id`,`number`);--> statement-breakpoint
ALTER TABLE `generated_sites` ADD `published_version_id` integer;--> statement-breakpoint
ALTER TABLE `generated_sites` ADD `unpublished_at` integer;