-- Roll-ups maintained as events happen (db/schema/sites.ts: site_visit_days, site_referrer_days,
-- page_view_days, page_view_paths, platform_days), then filled once from the rows already here.
CREATE TRIGGER `site_visits_rollup` AFTER INSERT ON `site_visits` BEGIN
  INSERT INTO site_visit_days (project_id, day, visits, visitors)
    VALUES (new.project_id, new.day, 1, NOT EXISTS (SELECT 1 FROM site_visits WHERE project_id = new.project_id AND visitor = new.visitor AND id <> new.id))
    ON CONFLICT (project_id, day) DO UPDATE SET visits = visits + 1, visitors = visitors + excluded.visitors;
  INSERT INTO site_referrer_days (project_id, day, host, visits)
    SELECT new.project_id, new.day, new.referrer_host, 1 WHERE new.referrer_host IS NOT NULL
    ON CONFLICT (project_id, day, host) DO UPDATE SET visits = visits + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `page_views_rollup` AFTER INSERT ON `page_views` BEGIN
  INSERT INTO page_view_days (day, views, visitors)
    VALUES (new.day, 1, NOT EXISTS (SELECT 1 FROM page_views WHERE visitor = new.visitor AND id <> new.id))
    ON CONFLICT (day) DO UPDATE SET views = views + 1, visitors = visitors + excluded.visitors;
  INSERT INTO page_view_paths (day, path, views) VALUES (new.day, new.path, 1)
    ON CONFLICT (day, path) DO UPDATE SET views = views + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `projects_rollup_insert` AFTER INSERT ON `projects` BEGIN
  INSERT INTO platform_days (day, projects) VALUES (strftime('%Y-%m-%d', new.created_at / 1000, 'unixepoch'), 1)
    ON CONFLICT (day) DO UPDATE SET projects = projects + 1;
  INSERT INTO platform_days (day, revenue_cents) SELECT strftime('%Y-%m-%d', coalesce(new.paid_at, new.created_at) / 1000, 'unixepoch'), CAST(round(CAST(new.total_price AS REAL) * 100) AS INTEGER) WHERE new.payment_status = 'paid'
    ON CONFLICT (day) DO UPDATE SET revenue_cents = revenue_cents + excluded.revenue_cents;
END;
--> statement-breakpoint
CREATE TRIGGER `projects_rollup_delete` AFTER DELETE ON `projects` BEGIN
  UPDATE platform_days SET projects = projects - 1 WHERE day = strftime('%Y-%m-%d', old.created_at / 1000, 'unixepoch');
  UPDATE platform_days SET revenue_cents = revenue_cents - CAST(round(CAST(old.total_price AS REAL) * 100) AS INTEGER) WHERE old.payment_status = 'paid' AND day = strftime('%Y-%m-%d', coalesce(old.paid_at, old.created_at) / 1000, 'unixepoch');
END;
--> statement-breakpoint
CREATE TRIGGER `projects_rollup_payment` AFTER UPDATE OF payment_status, paid_at, total_price ON `projects` BEGIN
  UPDATE platform_days SET revenue_cents = revenue_cents - CAST(round(CAST(old.total_price AS REAL) * 100) AS INTEGER) WHERE old.payment_status = 'paid' AND day = strftime('%Y-%m-%d', coalesce(old.paid_at, old.created_at) / 1000, 'unixepoch');
  INSERT INTO platform_days (day, revenue_cents) SELECT strftime('%Y-%m-%d', coalesce(new.paid_at, new.created_at) / 1000, 'unixepoch'), CAST(round(CAST(new.total_price AS REAL) * 100) AS INTEGER) WHERE new.payment_status = 'paid'
    ON CONFLICT (day) DO UPDATE SET revenue_cents = revenue_cents + excluded.revenue_cents;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_rollup_insert` AFTER INSERT ON `leads` BEGIN
  INSERT INTO platform_days (day, leads) VALUES (strftime('%Y-%m-%d', new.created_at / 1000, 'unixepoch'), 1) ON CONFLICT (day) DO UPDATE SET leads = leads + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_rollup_delete` AFTER DELETE ON `leads` BEGIN
  UPDATE platform_days SET leads = leads - 1 WHERE day = strftime('%Y-%m-%d', old.created_at / 1000, 'unixepoch');
END;
--> statement-breakpoint
CREATE TRIGGER `site_versions_rollup` AFTER INSERT ON `site_versions` WHEN new.source IN ('generated', 'regenerated') BEGIN
  INSERT INTO platform_days (day, generations) VALUES (strftime('%Y-%m-%d', new.created_at / 1000, 'unixepoch'), 1) ON CONFLICT (day) DO UPDATE SET generations = generations + 1;
END;
--> statement-breakpoint
INSERT INTO site_visit_days (project_id, day, visits, visitors) SELECT project_id, day, count(*), count(DISTINCT visitor) FROM site_visits GROUP BY project_id, day;
--> statement-breakpoint
INSERT INTO site_referrer_days (project_id, day, host, visits) SELECT project_id, day, referrer_host, count(*) FROM site_visits WHERE referrer_host IS NOT NULL GROUP BY project_id, day, referrer_host;
--> statement-breakpoint
INSERT INTO page_view_days (day, views, visitors) SELECT day, count(*), count(DISTINCT visitor) FROM page_views GROUP BY day;
--> statement-breakpoint
INSERT INTO page_view_paths (day, path, views) SELECT day, path, count(*) FROM page_views GROUP BY day, path;
--> statement-breakpoint
INSERT INTO platform_days (day, projects, leads, generations, revenue_cents)
SELECT day, sum(p), sum(l), sum(g), sum(r) FROM (
  SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS day, 1 AS p, 0 AS l, 0 AS g, 0 AS r FROM projects
  UNION ALL SELECT strftime('%Y-%m-%d', coalesce(paid_at, created_at) / 1000, 'unixepoch'), 0, 0, 0, CAST(round(CAST(total_price AS REAL) * 100) AS INTEGER) FROM projects WHERE payment_status = 'paid'
  UNION ALL SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), 0, 1, 0, 0 FROM leads
  UNION ALL SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), 0, 0, 1, 0 FROM site_versions WHERE source IN ('generated', 'regenerated')
  UNION ALL SELECT strftime('%Y-%m-%d', g.created_at / 1000, 'unixepoch'), 0, 0, 1, 0 FROM generated_sites g WHERE NOT EXISTS (SELECT 1 FROM site_versions v WHERE v.project_id = g.project_id)
) GROUP BY day;
