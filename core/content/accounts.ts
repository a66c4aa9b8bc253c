/** Words of the account pages: user management, invitations, and the ends of the sign-in flow. */

export const adminUsersPage = {
  title: "User Management",
  description: "Manage Lumen Spaces accounts: roles, statuses, permissions and invite links.",
  eyebrow: "Admin",
  heading: "User management",
  lead: "Change roles and statuses, and invite people with a role and permissions of your choosing.",
  backToPanel: { label: "Back to the admin panel", href: "/admin" },
  checking: "Checking your access…",
  loading: "Loading users…",
  loadFailed: "The user list could not be loaded.",
  retry: "Try again",
  redirecting: "Taking you to the home page…",
  /** A panel-password session without a signed-in admin account: user management needs the account. */
  needsAccount: {
    heading: "User management needs a signed-in admin account",
    text: "The admin panel's password opens the panel, not accounts: roles, statuses and invites are changed by an admin account, so every change names who made it.",
    signedInAs: (email: string) => `You are signed in as ${email}, which is not an admin account.`,
    signIn: "Sign in with an admin account",
    back: "Back to the admin panel",
  },
  listHeading: "Users",
  empty: "No users yet. People appear here after they first sign in.",
  you: "You",
  noPermissions: "None",
  stats: { total: "Users", admins: "Admins", pending: "Pending", suspended: "Suspended" },
  columns: { user: "User", role: "Role", status: "Status", permissions: "Permissions", created: "Created", lastLogin: "Last login" },
  invite: {
    heading: "Invite someone",
    text: "Generate a link that signs a person in with the role and permissions below. It works once and expires after 72 hours. Give an email to make it work only for that account (needed to change the role of someone who already has an account).",
    roleLabel: "Role",
    permissionsLabel: "Permissions",
    permissionsHint: "Separate permissions with commas, e.g. create_templates, manage_users.",
    submit: "Generate Invite Link",
    pending: "Generating...",
    linkLabel: "Invite link",
    copy: "Copy",
    copied: "Copied",
    generatedDescription: "Share the link: it works once, within 72 hours.",
    emailLabel: "Email (optional)",
    emailHint: "Only the account with this email can use the link.",
  },
  invites: {
    heading: "Invites",
    tableLabel: "Invites table (scrolls sideways on small screens)",
    refresh: "Refresh",
    empty: "No invites yet.",
    loading: "Loading invites…",
    loadFailed: "Failed to load invites.",
    columns: { role: "Role", email: "For", state: "State", made: "Made by", expires: "Expires" },
    anyone: "Anyone new",
    states: { valid: "Valid", used: "Used", expired: "Expired", revoked: "Revoked" },
    revoke: "Revoke",
    revokeLabel: (id: number) => `Revoke invite ${id}`,
    revoked: "Invite revoked",
    revokeFailed: "Failed to revoke invite",
  },
  activity: {
    heading: "Activity",
    tableLabel: "Activity table (scrolls sideways on small screens)",
    text: "Who did what, from where (hashed address) and when. Kept 180 days.",
    actionLabel: "Action",
    anyAction: "All actions",
    actorLabel: "Actor (user id)",
    fromLabel: "From",
    toLabel: "To",
    apply: "Apply filters",
    more: "Load more",
    loading: "Loading activity…",
    loadFailed: "Failed to load activity.",
    empty: "No activity matches these filters.",
    columns: { time: "Time", action: "Action", actor: "Actor", target: "Target", request: "Request" },
  },
} as const;

export const invitePage = {
  title: "Your Invitation",
  description: "Accept your invitation to Lumen Spaces.",
  loading: "Checking your invitation…",
  valid: {
    eyebrow: "Invitation",
    heading: "You're invited to Lumen Spaces",
    role: (role: string) => `You've been invited to join with the ${role} role.`,
    permissionsIntro: "It also gives you these permissions:",
    expires: (date: string) => `This invitation expires on ${date}.`,
    how: "Sign in, or create an account with your identity provider, to accept. The role is applied once, to a new account (or to the account the invitation was made for).",
    signedInAs: (who: string) => `You're signed in as ${who}. Accepting applies the role to this account.`,
    accept: "Accept invitation and sign in",
  },
  confirm: {
    eyebrow: "Confirm the change",
    heading: "Change your account's role?",
    change: (from: string, to: string) => (from === to ? `Your role stays ${from}.` : `Your role changes from ${from} to ${to}.`),
    added: "You also get these permissions:",
    signedInAs: (who: string, email: string) =>
      `This invitation was made for your account, ${who === email ? email : `${who} (${email})`}. Nothing changes unless you accept.`,
    accept: "Accept",
    decline: "Decline",
    accepted: "Done: your account now has the new role.",
    declined: "Declined: your account is unchanged and this invitation can't be used.",
    failed: "That didn't work. Reload the page to try again.",
    dashboard: { label: "Go to your dashboard", href: "/dashboard" },
  },
  notForYou: (who: string) =>
    `You're signed in as ${who}, and this invitation is not for this account (or can't change it). Sign in with the invited account, or ask for a new link.`,
  used: {
    heading: "This invitation has already been used",
    text: "Each invite link works once. Ask the person who invited you for a new link.",
  },
  expired: {
    heading: "This invitation has expired",
    text: "Invite links work for 72 hours. Ask the person who invited you for a new link.",
  },
  revoked: {
    heading: "This invitation is no longer valid",
    text: "It was withdrawn. Ask the person who invited you for a new link.",
  },
  invalid: {
    heading: "This invitation link isn't valid",
    text: "Check that you copied the whole link. If it still doesn't work, ask for a new one.",
  },
  failed: {
    heading: "We couldn't check this invitation",
    text: "Something went wrong on our side. Reload the page to try again.",
  },
  home: { label: "Go to the home page", href: "/" },
  contact: { label: "Contact us", href: "/contact" },
} as const;

export const suspendedPage = {
  title: "Account Suspended",
  description: "This Lumen Spaces account is suspended.",
  eyebrow: "Sign-in refused",
  heading: "Your account is suspended",
  text: "An administrator has suspended this account, so you can't sign in right now. Your projects are kept. If you think this is a mistake, contact support and we'll look into it.",
  contact: "Contact support",
  home: { label: "Go to the home page", href: "/" },
} as const;

export const signInFailedPage = {
  title: "Sign-in Failed",
  description: "Signing in to Lumen Spaces did not complete.",
  eyebrow: "Sign-in",
  heading: "We couldn't sign you in",
  retry: "Try signing in again",
  home: { label: "Go to the home page", href: "/" },
  help: "Still stuck? Contact us and tell us what happened.",
  contact: { label: "Contact us", href: "/contact" },
  /** By the `reason` the server adds (functions/auth/oidc.ts, SIGN_IN_FAILURES). */
  reasons: {
    state:
      "The sign-in expired or was already used. This happens when signing in takes more than 10 minutes, or when the page is reloaded or opened in another browser.",
    cancelled: "You canceled signing in. Nothing was changed.",
    provider: "The identity provider turned the request down.",
    token: "We couldn't verify your sign-in with the identity provider.",
    profile: "The identity provider didn't share your email address, which we need for your account.",
    account: "Another account already uses this email address, so we can't sign you in with this one. Contact us to sort it out.",
    unavailable: "Sign-in isn't available right now: the identity provider can't be reached or isn't configured.",
  },
  fallback: "Something went wrong while signing you in.",
} as const;

/** The page another site's sign-out link lands on (GET /api/logout started cross-site). */
export const logoutConfirmation = {
  title: "Sign out?",
  body: "Another site sent you here to sign you out of Lumen Spaces. If you meant to sign out, confirm below.",
  confirm: "Sign out",
  cancel: "Stay signed in",
} as const;
