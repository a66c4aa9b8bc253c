ALTER TABLE `outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `kind` text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `details` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `status` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `answer_note` text;--> statement-breakpoint
ALTER TABLE `site_messages` ADD `language` text;