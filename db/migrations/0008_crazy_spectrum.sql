ALTER TABLE `projects` ADD `taken_down_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `taken_down_by` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `takedown_reason` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `takedown_review_requested_at` integer;