/**
 * Every number of the spec's "constants and limits" sections, named.
 * 000 = accounts/dashboard/profiles/ideas/messaging, 001 = shop/evidence/sprints.
 * Durations are in milliseconds unless the name says otherwise.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TIME = { SECOND, MINUTE, HOUR, DAY } as const;

/** Client query cache (000 section 9). */
export const QUERY_CACHE = {
  gcTime: 5 * MINUTE,
  staleTime: 60 * SECOND,
  queryRetries: 1,
  mutationRetries: 0,
  refetchOnWindowFocus: false,
  dashboardStale: {
    ideas: 30 * SECOND,
    collaborators: 60 * SECOND,
    profile: 5 * MINUTE,
    savedAndFollowing: 60 * SECOND,
  },
} as const;

/** Toast durations (000 section 8, 001 section 9). */
export const TOASTS = {
  default: 4000,
  error: 4000,
  success: 2000,
  maxVisible: 20,
  profile: 4500,
  login: 4000,
  loginDefault: 3500,
  admin: 2400,
  shop: 3500,
} as const;

export const AUTH = {
  passwordMin: 8,
  passwordMax: 128,
  otpLength: 6,
  resendCooldown: 30 * SECOND,
  sessionWait: 1500,
  /** Code lifetime and attempt limits (stricter than the hosted auth the old app used). */
  codeTtl: 10 * MINUTE,
  codeMaxWrongTries: 5,
  codeEmailsPerIpPerHour: 10,
  /** Wrong passwords per account, and password attempts per IP, in one window. */
  loginFailuresPerAccount: 10,
  loginAttemptsPerIp: 60,
  loginWindow: 15 * MINUTE,
} as const;

export const DASHBOARD = {
  ownIdeas: 20,
  savedIdeas: 50,
  followingIdeas: 50,
  followingUsers: 50,
  overviewPerList: 6,
  descriptionCut: 120,
} as const;

export const NOTIFICATIONS = {
  batchDelay: 100,
  batchMax: 10,
  recentInMenu: 10,
  badgeCap: 99,
  inboxPoll: 15 * SECOND,
  inboxPollMaxBackoff: 4,
} as const;

export const IDEA = {
  titleMax: 80,
  oneLinerMax: 120,
  shortDescriptionMax: 300,
  fullDescriptionMax: 2000,
  roadmapMax: 4000,
  availabilityMax: 80,
  maxFiles: 6,
  tagsMax: 12,
  industryMax: 12,
  lookingForMax: 12,
  skillsMax: 12,
  chipMax: 32,
  suggestionsMax: 50,
  readinessNudgeBelow: 60,
  draftSavingIndicator: 400,
  fileExtensions: ['jpg', 'jpeg', 'png', 'pdf'],
  uploadedImageExtensions: ['jpg', 'jpeg', 'png'],
} as const;

export const PROFILE = {
  availabilityMin: 0,
  availabilityMax: 80,
  availabilityDefault: 10,
  completionRedirectDelay: 700,
  /** 'You are not signed in. Redirecting to login…' shows this long first (000 section 8). */
  signedOutRedirectDelay: 800,
  verifiedAvatarCache: 180 * SECOND,
  signedAvatarUrlTtl: 30 * DAY,
  cropSize: 640,
  cropQuality: 0.92,
  cropPreview: 80,
  testimonialMin: 40,
  userCardCache: 14 * DAY,
  fallbackNameIdChars: 4,
  /** Uploaded avatars wider or taller than this are refused before decoding (not in the spec). */
  avatarMaxDimension: 6000,
  /** User cards per request (not in the spec). */
  cardsMax: 100,
} as const;

/** Client telemetry events (not in the spec): name and props caps, and a per-user rate. */
export const TELEMETRY = {
  eventNameMax: 64,
  propsMax: 20,
  propKeyMax: 64,
  propValueMax: 500,
  perUserPerMinute: 120,
} as const;

export const MESSAGES = {
  conversationList: 400,
  thread: 300,
  dmTextareaMinHeight: 120,
} as const;

export const SHOP = {
  milestoneCount: 3,
  maxRevisions: 2,
  autoApproveAfter: 72 * HOUR,
  firstResponseReminder: 24 * HOUR,
  filesListLimit: 100,
  adminLogsLimit: 100,
  adminLogWindowsDays: [1, 7, 30],
  analyticsWindowsDays: [7, 30, 90, 365],
  analyticsDefaultWindowDays: 30,
  couponCodeMax: 20,
  avatarImage: 80,
  defaultCurrency: 'USD',
  floorCategories: ['validate', 'mvp', 'pitch', 'design', 'marketing', 'development', 'consulting'],
} as const;

export const MERIT = {
  cacheTtl: 60 * SECOND,
  storedBarsTtl: 24 * HOUR,
  totalFallback: 300,
  recentDays: 90,
  hoverOpenDelay: 250,
  hoverCloseDelay: 150,
  skeletonMin: 150,
  prefetchMax: 10,
  prefetchThrottle: 150,
  topPool: 24,
  topShown: 12,
  topRotateFraction: 0.1,
  topRotateMinShown: 10,
  risingInactiveShare: 0.6,
  risingMinShown: 6,
  risingVerifiedWithinDays: 30,
  risingFetched: 12,
  risingShown: 6,
} as const;

export const WORKSPACE = {
  messages: 50,
  pendingRequests: 12,
  presenceAvatars: 6,
  tags: 10,
  lookingFor: 8,
  images: 4,
  files: 100,
  downloadLinkTtl: 60 * SECOND,
} as const;

export const HOME = {
  liveFeedFetch: 12,
  liveFeedRefresh: 35 * SECOND,
  liveFeedQueue: 16,
  tickerMin: 3500,
  tickerMax: 4400,
  testimonials: 20,
  verifiedPros: 24,
  risingPros: 12,
  studentStats: { students: 12482, countries: 67, ideas: 3920 },
} as const;

export const SPRINT = {
  defaultTarget: 10,
  maxTarget: 10,
  gateRatio: 0.7,
  storedGateDefault: 8,
  maxPendingCosigns: 3,
  topLearnings: 5,
  cosignerAvatars: 5,
} as const;

export const EVIDENCE = {
  maxArtifactsShown: 20,
  maxInterviewsShown: 10,
  linkablePage: 50,
  listInitial: 20,
  listService: 50,
  proSearchResults: 10,
  proSearchDebounce: 220,
  markUsefulDailyCap: 50,
} as const;

/** Generic paging used by every keyset-paginated list. */
export const PAGING = {
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** Server-side request guards. */
export const REQUEST = {
  bodyLimitBytes: 1024 * 1024,
  uploadLimitBytes: 10 * 1024 * 1024,
  maxStringLength: 10_000,
  imageMaxDimension: 4000,
} as const;

/**
 * Orders, escrow and the workroom (001 section 9; issue 15). The spec's numbers (3 milestones, 2
 * revisions, 72 h, 24 h, 100 files) plus IBH's choices, recorded in docs/decisions.md (51-55).
 */
export const ORDERS = {
  milestoneCount: SHOP.milestoneCount,
  maxRevisions: SHOP.maxRevisions,
  autoApproveAfter: SHOP.autoApproveAfter,
  firstResponseReminder: SHOP.firstResponseReminder,
  filesListLimit: SHOP.filesListLimit,
  /** An unpaid (pending) order is cancelled this long after it was placed (IBH, decision 53). */
  unpaidExpiry: 24 * HOUR,
  /** Released money clears after this many business days (spec: payout in 1-2 business days). */
  clearanceBusinessDays: 2,
  /** Dispute email: reviewed within 24 hours, resolved in 3-5 business days (001 section 9). */
  disputeReviewHours: 24,
  disputeResolutionDays: '3-5',
  /** Text caps (IBH). */
  briefMax: 4000,
  notesMax: 2000,
  /** The optional note a professional sends with 'Submit for Review' (issue 26). */
  deliveryNoteMax: 2000,
  reasonMax: 2000,
  messageMax: 4000,
  fileNameMax: 120,
  /** An order file's size cap (the upload limit of the app). */
  fileMaxBytes: REQUEST.uploadLimitBytes,
  /** Signed order-file download links live this long. */
  downloadLinkTtl: 60 * SECOND,
  /** Chat and activity pages. */
  messagesPage: 50,
  activityPage: 50,
  /** Chat posts per person per minute in one workroom. */
  messagesPerMinute: 30,
  currency: 'usd',
} as const;
