CREATE TABLE `page_view_days` (
	`day` text PRIMARY KEY NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `page_view_paths` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE TABLE `platform_days` (
	`day` text PRIMARY KEY NOT NULL,
	`projects` integer DEFAULT 0 NOT NULL,
	`leads` integer DEFAULT 0 NOT NULL,
	`generations` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_referrer_days` (
	`project_id` integer NOT NULL,
	`day` text NOT NULL,
	`host` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`project_id`, `day`, `host`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `site_visit_days` (
	`project_id` integer NOT NULL,
	`day` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`project_id`, `day`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `site_visits_project_day_idx`;--> statement-breakpoint
CREATE INDEX `site_visits_project_visitor_idx` ON `site_visits` (`project_id`,`visitor`,`created_at`);--> statement-breakpoint
CREATE INDEX `site_visits_created_idx` ON `site_visits` (`created_at`);--> statement-breakpoint
ALTER TABLE `site_visits` DROP COLUMN `referrer_path`;--> statement-breakpoint
CREATE INDEX `projects_created_idx` ON `projects` (`created_at`);--> statement-breakpoint
CREATE INDEX `published_apps_showcase_idx` ON `published_apps` (`taken_down_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `page_views_visitor_idx` ON `page_views` (`visitor`);