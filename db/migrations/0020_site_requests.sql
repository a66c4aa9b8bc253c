CREATE TABLE `site_request_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`message_id` integer NOT NULL,
	`mime` text NOT NULL,
	`ext` text NOT NULL,
	`size` integer NOT NULL,
	`storage` text DEFAULT 'db' NOT NULL,
	`bytes` blob,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `site_messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_request_photos_message_id_unique` ON `site_request_photos` (`message_id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `kind` text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `details` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `status` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `answer_note` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `language` text;