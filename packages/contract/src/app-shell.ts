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
  notBuilt: 'This page is not built yet.',
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
