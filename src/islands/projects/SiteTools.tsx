import SiteInbox from "./SiteInbox";
import SiteVisits from "./SiteVisits";
import SiteDomain from "./SiteDomain";

/** The tools of a live site on its project card: inbox, visitors, own domain. */
export default function SiteTools({ projectId, unreadMessages, customDomains }: { projectId: number; unreadMessages: number; customDomains: boolean }) {
  return (
    <div className="grid gap-3">
      <SiteInbox projectId={projectId} unreadCount={unreadMessages} />
      <SiteVisits projectId={projectId} />
      <SiteDomain projectId={projectId} allowed={customDomains} />
    </div>
  );
}
