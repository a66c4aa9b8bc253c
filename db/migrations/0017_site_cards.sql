CREATE TABLE `site_cards` (
	`project_id` integer PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`png` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
