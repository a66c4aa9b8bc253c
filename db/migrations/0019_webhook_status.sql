CREATE TABLE `webhook_status` (
	`provider` text PRIMARY KEY NOT NULL,
	`last_received_at` integer NOT NULL,
	`last_signature_ok` integer NOT NULL,
	`last_event_type` text,
	`last_error` text,
	`last_verified_at` integer
);
