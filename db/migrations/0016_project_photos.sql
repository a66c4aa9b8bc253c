ALTER TABLE `site_images` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `site_images` ADD `position` integer;--> statement-breakpoint
ALTER TABLE `site_images` ADD `shows` text;--> statement-breakpoint
ALTER TABLE `site_images` ADD `sha256` text;--> statement-breakpoint
CREATE UNIQUE INDEX `site_images_project_kind_position_unique` ON `site_images` (`project_id`,`kind`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `site_images_project_kind_sha_unique` ON `site_images` (`project_id`,`kind`,`sha256`);