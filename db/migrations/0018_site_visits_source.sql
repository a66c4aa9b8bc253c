ALTER TABLE `site_visits` ADD `source` text;--> statement-breakpoint
CREATE INDEX `site_visits_project_source_idx` ON `site_visits` (`project_id`,`source`,`created_at`);