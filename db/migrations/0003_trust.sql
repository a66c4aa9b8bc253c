CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`actor_id` text,
	`actor_label` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`detail` text,
	`address_hash` text,
	`request_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_events_created_idx` ON `audit_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_events_action_created_idx` ON `audit_events` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_events_actor_created_idx` ON `audit_events` (`actor_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `user_id` text;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `password_tag` text;--> statement-breakpoint
ALTER TABLE `invites` ADD `email` text;--> statement-breakpoint
ALTER TABLE `invites` ADD `revoked_at` integer;--> statement-breakpoint
ALTER TABLE `invites` ADD `revoked_by` text;--> statement-breakpoint
CREATE INDEX `invites_created_idx` ON `invites` (`created_at`);--> statement-breakpoint
ALTER TABLE `projects` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `refunded_amount` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `disputed_at` integer;--> statement-breakpoint
ALTER TABLE `published_apps` ADD `taken_down_at` integer;--> statement-breakpoint
ALTER TABLE `published_apps` ADD `taken_down_by` text;--> statement-breakpoint
ALTER TABLE `published_apps` ADD `takedown_reason` text;