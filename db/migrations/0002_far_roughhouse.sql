ALTER TABLE `projects` ADD `details` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `unbuilt` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `generation_note` text;