/** User-facing strings of the app shell (000 section 2, 001 sections 2 and 8). */
export const SHELL_TEXT = {
  notFoundTitle: 'Not found',
  notFoundBody: "The page you're looking for doesn't exist.",
  loading: 'Loading…',
  errorTitle: 'Something went wrong',
  restrictedTitle: 'Restricted Access',
  professionalsOnly: 'Professionals only',
  checkingAdmin: 'Checking admin access…',
  adminError: 'Error checking access.',
  adminDenied: 'Not authorized. Ask an admin to grant you access.',
  errorBody: 'This page could not be shown. Try again, or reload the page if the problem continues.',
  tryAgain: 'Try again',
  reloadPage: 'Reload page',
  goHome: 'Go to the home page',
  backHome: 'Back to home',
  skipToContent: 'Skip to content',
  restrictedBody: 'Sign up or log in to post your idea and start collecting proof.',
  restrictedIdeaBody: 'Sign up or log in to like, save, follow or collaborate on ideas.',
  sampleData: 'Sample data',
} as const;

/** Header navigation (000 section 2, Header). */
export const NAV_TEXT = {
  home: 'Home',
  explore: 'Explore Ideas',
  postIdea: 'Post Your Idea',
  shop: 'Professionals Shop',
  evidence: 'Evidence Hub',
  students: 'Students',
  community: 'Community',
  login: 'Login',
  signup: 'Sign Up',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  inbox: 'Inbox',
  /** The header's Pro Sign Inbox link (professionals), with the pending count when above 0. */
  proSignInbox: 'Pro Sign Inbox',
  proSignPending: (count: string) => `Pro Sign Inbox, ${count} pending`,
  shareExperience: 'Share your experience',
  whatsMerit: "What's Merit?",
} as const;

/** The signed-in avatar menu (000 section 2, Header). */
export const ACCOUNT_MENU_TEXT = {
  label: 'Account menu',
  dashboard: 'Dashboard',
  profile: 'My Profile',
  notifications: 'Notifications',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  logout: 'Logout',
  fallbackName: 'You',
} as const;

/** Home page copy (000 sections 1-2, 001 section 2.9). */
export const HOME_TEXT = {
  tagline:
    'a proof-first network where users validate ideas faster, find aligned co-founders and control who sees what',
  postIdea: 'Post Your Idea',
  findCofounder: 'Find a Co-Founder',
  shop: 'Professionals Shop',
  pulseTitle: 'Live Innovation Pulse',
  tickers: {
    founderActivity: 'Founder Activity',
    supporterBoosts: 'Supporter Boosts',
    globalPulse: 'Global Pulse',
  },
  testimonialsEmpty: 'Testimonials coming from our community will appear here.',
} as const;

/** Community placeholder (000 section 2, Other screens). */
export const COMMUNITY_TEXT = {
  title: 'Community',
  body: 'This section will host public discussions, announcements and collaboration soon.',
} as const;

/** Keys the web app keeps in browser storage. */
export const STORAGE_KEYS = {
  /** Session storage: set while a password reset is in progress, so /login stays reachable. */
  passwordReset: 'ibh.passwordReset',
  /** Local storage: turns pro invites on for this browser (000 section 1). */
  proInvites: 'PRO_INVITES',
} as const;

/** Reasons the connectivity check reports (000 section 1). */
export type ConnectivityResult =
  | { ok: true }
  | { ok: false; reason: 'missing_url' | 'network_error' | `http_${number}` };

/** Header sent by the web client on every API call (000 section 1). */
export const CLIENT_HEADER = { name: 'x-ib-client', value: 'frontend' } as const;

/**
 * The Terms of Service and Privacy Policy pages that /complete-signup's terms checkbox links to
 * (IBH wording; the spec names the checkbox only). Each document: a title, a summary line and
 * sections of paragraphs.
 */
export const LEGAL_TEXT = {
  updated: 'Last updated: November 2026',
  terms: {
    title: 'Terms of Service',
    summary: 'The rules for using IBH, the proof-first network for startup ideas.',
    sections: [
      {
        heading: 'Your account',
        body: [
          'You need an account to post ideas, message people or join a project. Keep your password to yourself; you are responsible for what happens under your account.',
          'Give your real name and keep your profile truthful. You may delete your account at any time from Edit Profile.',
        ],
      },
      {
        heading: 'Your ideas and content',
        body: [
          'You keep the rights to the ideas, files and messages you post. You allow IBH to store and show them to the people your visibility settings name, so the service can work.',
          'Private ideas are shown only to you, your team and your accepted collaborators. Public ideas can be read by anyone.',
        ],
      },
      {
        heading: 'How to behave',
        body: [
          'Do not post what is unlawful, misleading or someone else’s without permission, and do not harass, spam or impersonate anyone. People can block and report you; we may remove content or close accounts that break these rules.',
        ],
      },
      {
        heading: 'Paid services',
        body: [
          'Services bought in the Professionals Shop are agreements between the buyer and the professional. Payments are held until the work is accepted, as the order screen explains.',
        ],
      },
      {
        heading: 'No guarantees',
        body: [
          'IBH is provided as it is. Validation, co-signs and evidence help you judge an idea; they are not financial or legal advice.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    summary: 'What IBH stores about you, who can see it and the choices you have.',
    sections: [
      {
        heading: 'What we store',
        body: [
          'Your account (name, email, role), the profile you fill in, the ideas, comments, files and messages you post, and the notifications we send you.',
        ],
      },
      {
        heading: 'Who can see it',
        body: [
          'Your public profile can be seen by other members; turn Public profile off in Edit Profile to hide it. Your email and phone show only when you make them visible. Founder readiness details such as ARR and your deck link are yours alone.',
          'Direct messages are seen only by you and the person you write to.',
        ],
      },
      {
        heading: 'What we do with it',
        body: [
          'We use your data to run IBH: to show your ideas and profile, match co-founders, deliver messages and send the notifications you chose. We do not sell it.',
        ],
      },
      {
        heading: 'Your choices',
        body: [
          'Change your notification preferences on the Notifications page. Deleting your account removes your profile, your ideas and their files; comments and workspace messages stay, shown as from a deleted user.',
        ],
      },
    ],
  },
} as const;

/** The id of the `<script type="application/json">` that carries a server-rendered page's state (decision 115). */
export const SSR_STATE_ID = 'ibh-ssr';
