import SiteInbox from "./SiteInbox";
import SiteVisits from "./SiteVisits";
import SiteDomain from "./SiteDomain";

/** The tools of a live site on its project card: inbox, visitors, own domain. */
export default function SiteTools({ projectId, unreadMessages }: { projectId: number; unreadMessages: number }) {
  return (
    <div className="grid gap-3">
      <SiteInbox projectId={projectId} unreadCount={unreadMessages} />
      <SiteVisits projectId={projectId} />
      <SiteDomain projectId={projectId} />
    </div>
  );
}
