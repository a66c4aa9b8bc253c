import { useMemo } from "react";
import {
  ArrowLeft,
  BatteryFull,
  Bell,
  Bookmark,
  Building2,
  Calendar,
  CalendarCheck,
  ChartLine,
  CloudOff,
  CreditCard,
  Dumbbell,
  FileUp,
  Footprints,
  House,
  Image,
  KeyRound,
  ListChecks,
  Lock,
  type LucideIcon,
  Menu,
  MessageCircle,
  Newspaper,
  Package,
  Radar,
  Search,
  ShoppingCart,
  Signal,
  Sparkles,
  Star,
  Truck,
  User,
  UserCog,
  Users,
  Utensils,
  Video,
  Watch,
  Wifi,
  Wrench,
  Zap,
  Award,
  MessagesSquare,
  CircleHelp,
  Gauge,
} from "lucide-react";
import { parseAppConfig, type AppBuilderConfig } from "../../lib/chat";
import { APP_SAMPLES, STYLE_THEMES, previewPage as P } from "../../content/demo";
import { useQueryString } from "./useQueryString";

const FEATURE_ICONS: Record<string, LucideIcon> = {
  "Product Catalog": Package,
  "Shopping Cart": ShoppingCart,
  "Secure Checkout": Lock,
  "Order Tracking": Truck,
  "Customer Reviews": Star,
  "Push Notifications": Bell,
  "User Profiles": User,
  "News Feed": Newspaper,
  "Direct Messaging": MessageCircle,
  "Photo Sharing": Image,
  Groups: Users,
  "Task Lists": ListChecks,
  Reminders: Bell,
  "Calendar Sync": Calendar,
  "Team Collaboration": Users,
  "File Attachments": FileUp,
  "Offline Mode": CloudOff,
  "Workout Plans": Dumbbell,
  "Activity Tracking": Footprints,
  "Progress Charts": ChartLine,
  "Wearable Sync": Watch,
  "Nutrition Log": Utensils,
  "Online Booking": CalendarCheck,
  "In-App Payments": CreditCard,
  "Staff Management": UserCog,
  "Video Lessons": Video,
  Quizzes: CircleHelp,
  "Progress Tracking": Gauge,
  Certificates: Award,
  "Discussion Forums": MessagesSquare,
  "Occupancy Dashboard": Building2,
  "Energy Monitoring": Zap,
  "Maintenance Requests": Wrench,
  "Visitor Access": KeyRound,
  "Sensor Alerts": Radar,
};

const TAB_ICONS: readonly LucideIcon[] = [House, Search, Bookmark, User];

function featureIcon(feature: string): LucideIcon {
  return FEATURE_ICONS[feature] ?? Sparkles;
}

function ConfigSummary({ config }: { config: AppBuilderConfig }) {
  const theme = STYLE_THEMES[config.styling];
  const platformNote = config.platform === "Web" ? P.webNote : config.platform === "iOS & Android" ? P.bothPlatformsNote : null;
  const rows = [
    { id: "type", label: P.labels.type, value: config.type, note: null },
    { id: "platform", label: P.labels.platform, value: config.platform, note: platformNote },
    { id: "styling", label: P.labels.styling, value: config.styling, note: theme.description },
  ];
  return (
    <section className="card" aria-labelledby="config-heading" data-testid="preview-config">
      <h2 id="config-heading" className="heading-3">
        {P.configHeading}
      </h2>
      <dl className="mt-4 grid gap-4 text-sm">
        {rows.map((row) => (
          <div key={row.id}>
            <dt className="font-semibold text-muted">{row.label}</dt>
            <dd className="mt-0.5 text-base font-semibold text-ink" data-testid={`config-${row.id}`}>
              {row.value}
            </dd>
            {row.note && <dd className="text-muted">{row.note}</dd>}
          </div>
        ))}
        <div>
          <dt className="font-semibold text-muted">{P.labels.features}</dt>
          <dd className="mt-1.5">
            <ul className="flex flex-wrap gap-1.5" data-testid="config-features">
              {config.features.map((f) => (
                <li key={f} className="badge badge-brand">
                  {f}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3 border-t border-line pt-5">
        <a className="btn btn-secondary btn-sm" href={P.backHref}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {P.backToBuilder}
        </a>
        <a className="btn btn-ghost btn-sm" href="/create">
          {P.createWebsite}
        </a>
      </div>
    </section>
  );
}

function AppScreen({ config }: { config: AppBuilderConfig }) {
  const theme = STYLE_THEMES[config.styling];
  const sample = APP_SAMPLES[config.type];
  return (
    <div className={`flex h-full flex-col ${theme.screen}`} data-testid="app-screen" data-style={config.styling}>
      <div className={`px-4 pt-3 pb-4 ${theme.header}`}>
        <div className="flex items-center justify-between">
          <Menu className="size-5" aria-hidden="true" />
          <p className={`text-base font-bold ${theme.font}`}>{sample.appName}</p>
          <Bell className="size-5" aria-hidden="true" />
        </div>
        <p className="mt-3 text-sm opacity-90">{sample.greeting}</p>
      </div>
      <div className="flex-1 space-y-4 overflow-hidden p-4">
        <div className={`p-4 ${theme.card}`}>
          <p className={`text-lg font-bold ${theme.font}`}>{sample.heroTitle}</p>
          <p className="mt-1 text-sm opacity-80">{sample.heroText}</p>
          <span className={`mt-3 inline-flex px-4 py-2 text-sm font-semibold ${theme.button}`}>{sample.cta}</span>
        </div>
        <div>
          <p className={`text-sm font-bold ${theme.font}`}>{P.featuresHeading}</p>
          <ul className="mt-2 grid grid-cols-3 gap-2">
            {config.features.slice(0, 6).map((feature) => {
              const Icon = featureIcon(feature);
              return (
                <li key={feature} className={`flex flex-col items-center gap-1.5 p-2 text-center ${theme.card}`}>
                  <span className={`flex size-8 items-center justify-center ${theme.chip}`}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="text-[11px] leading-tight font-medium">{feature}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <p className={`text-sm font-bold ${theme.font}`}>{sample.listHeading}</p>
          <ul className="mt-2 space-y-2">
            {sample.items.map((item) => (
              <li key={item.title} className={`flex items-center justify-between gap-2 px-3 py-2.5 ${theme.card}`}>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{item.title}</span>
                  <span className="block truncate text-xs opacity-80">{item.meta}</span>
                </span>
                <span className="shrink-0 text-sm font-bold">{item.value}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <nav aria-label="App tabs (preview)" className={`grid grid-cols-4 px-2 pt-2 pb-3 ${theme.tabbar}`}>
        {P.tabs.map((tab, i) => {
          const Icon = TAB_ICONS[i] ?? House;
          return (
            <span key={tab} className={`flex flex-col items-center gap-0.5 text-[11px] font-medium ${i === 0 ? theme.tabActive : ""}`}>
              <Icon className="size-5" aria-hidden="true" />
              {tab}
            </span>
          );
        })}
      </nav>
    </div>
  );
}

function PhoneFrame({ config }: { config: AppBuilderConfig }) {
  const android = config.platform === "Android";
  return (
    <div
      className="mx-auto w-full max-w-[20rem] rounded-[2.75rem] border border-slate-700 bg-slate-900 p-2.5 shadow-[var(--shadow-lift)]"
      data-testid="device-phone"
    >
      <div className="relative flex h-[40rem] flex-col overflow-hidden rounded-[2.25rem] bg-white">
        <div className="flex items-center justify-between bg-black px-6 py-1.5 text-[11px] font-semibold text-white">
          <span>9:41</span>
          {!android && <span className="h-4 w-20 rounded-full bg-slate-800" aria-hidden="true" />}
          <span className="flex items-center gap-1" aria-hidden="true">
            <Signal className="size-3" />
            <Wifi className="size-3" />
            <BatteryFull className="size-3.5" />
          </span>
        </div>
        <div className="min-h-0 flex-1">
          <AppScreen config={config} />
        </div>
      </div>
    </div>
  );
}

function BrowserFrame({ config }: { config: AppBuilderConfig }) {
  const sample = APP_SAMPLES[config.type];
  const host = `${sample.appName.toLowerCase().replace(/[^a-z0-9]+/g, "")}.app`;
  return (
    <div
      className="mx-auto w-full max-w-2xl overflow-hidden rounded-xl border border-slate-300 bg-white shadow-[var(--shadow-lift)]"
      data-testid="device-browser"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2.5">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-green-500" />
        </span>
        <span className="flex-1 truncate rounded-md bg-white px-3 py-1 text-xs text-slate-600">https://{host}</span>
      </div>
      <div className="h-[36rem]">
        <AppScreen config={config} />
      </div>
    </div>
  );
}

/** /demo/preview: the configuration from the query string, and a device mock-up in the chosen style. */
export default function AppPreview() {
  const search = useQueryString();
  const config = useMemo(() => parseAppConfig(search), [search]);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <ConfigSummary config={config} />
      <figure className="m-0">
        {config.platform === "Web" ? <BrowserFrame config={config} /> : <PhoneFrame config={config} />}
        <figcaption className="hint mt-4 text-center">
          {config.type} app · {config.platform} · {config.styling}
        </figcaption>
      </figure>
    </div>
  );
}
