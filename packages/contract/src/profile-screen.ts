/**
 * Labels and copy of the profile screens (000 section 2: Complete Profile, Request Verification,
 * Edit Profile; 001 section 2.1: /profile, /pro, /cofounders). Field labels and section names the
 * spec gives are used as written; the rest is ours. The spec's messages live in PROFILE_TEXT.
 */

/** The editor's sections in page order: anchor (000 section 2 route list) and tab label. */
export const PROFILE_SECTIONS = [
  { id: 'info', label: 'Profile Info' },
  { id: 'roles', label: 'Skills & Interests' },
  { id: 'collab', label: 'Collaboration Preferences' },
  { id: 'match', label: 'Additional Matching' },
  { id: 'founder-readiness', label: 'Founder Readiness' },
  { id: 'account', label: 'Account & Privacy' },
] as const;
export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];

export const PROFILE_FIELD_TEXT = {
  fullName: 'Full name',
  displayName: 'Display name',
  displayNameHint: 'Shown instead of your full name when set.',
  tagline: 'Tagline',
  taglinePlaceholder: 'e.g., Building AI for healthcare',
  bio: 'Bio',
  gender: 'Gender',
  country: 'Country',
  chooseCountry: 'Choose a country',
  city: 'City',
  chooseCity: 'Choose a city',
  chooseCountryFirst: 'Choose a country first.',
  timezone: 'Time zone',
  timezoneHint: 'Filled in from your city; change it if it is wrong.',
  chooseTimezone: 'Choose a time zone',
  preferredContact: 'Preferred contact',
  website: 'Website',
  linkedin: 'LinkedIn',
  calendly: 'Calendly link',
  urlHint: 'https:// is added for you.',
  phone: 'Phone',
  notSet: 'Not set',
  none: 'None',
  tooLong: (max: number) => `Keep it to ${max} characters or fewer.`,
} as const;

export const COMPLETE_PROFILE_TEXT = {
  title: 'Complete your profile',
  intro: 'A few details so people know who they are working with. You can change them any time.',
  aboutYou: 'About you',
  whereYouAre: 'Where you are',
  links: 'Links',
  linksHint: 'All optional. https:// is added for you.',
  terms: 'I accept the Terms of Service and the Privacy Policy.',
  online: 'Online',
  offline: 'Offline',
  back: 'Back',
  finish: 'Finish setup',
  retry: 'Retry',
  whyDisabledOffline: 'You are offline. Finish setup works again once you reconnect.',
  whyDisabledInvalid: 'Fill in your full name and country, and accept the terms, to finish.',
} as const;

export const EDIT_PROFILE_TEXT = {
  /** Link to Settings → Security (issue 29 part 6). */
  securityLink: 'Passkeys and two-step sign-in',
  title: 'Edit Profile',
  intro: 'What you share here shapes your public profile and your co-founder matches.',
  sectionsLabel: 'Profile sections',
  viewProfile: 'View profile',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  retry: 'Retry',
  unsaved: 'You have unsaved changes.',
  keepEditing: 'Keep editing',
  // Profile Info
  photo: 'Profile photo',
  uploadPhoto: 'Upload Photo',
  photoHint: 'JPEG, PNG or WebP, up to 10 MB. You can crop it next.',
  uploading: (percent: number) => `Uploading ${percent}%`,
  removePhoto: 'Remove photo',
  removePhotoQuestion: 'Remove your profile photo? Your initial shows in its place.',
  confirmRemovePhoto: 'Remove',
  removingPhoto: 'Removing…',
  keepPhoto: 'Keep photo',
  photoRemoved: 'Profile photo removed.',
  removePhotoFailed: 'Could not remove your photo',
  badges: 'Badges',
  noBadges: 'No badges yet.',
  // Crop dialog
  cropTitle: 'Crop your photo',
  cropIntro: 'Drag to position your photo and zoom to fit the circle.',
  zoom: 'Zoom',
  cropArea: 'Photo position: drag it, or use the arrow keys to move it.',
  reset: 'Reset',
  savePhoto: 'Save photo',
  loadingCropper: 'Loading the cropper…',
  // Skills & Interests
  primaryProfession: 'Primary profession',
  chooseProfession: 'Choose a profession',
  otherProfession: 'Your profession',
  secondaryRoles: 'Secondary roles',
  industries: 'Industries',
  skills: 'Skills',
  chipHint: 'Type to search or add your own, then press Enter.',
  skillLevels: 'Skill levels',
  skillLevelsHint: (fallback: string) =>
    `How strong you are in each skill, from Beginner to Expert. Saved with the profile; skills you have not rated are saved as ${fallback}.`,
  noSkillsToRate: 'Add skills above to rate them.',
  skillLevelsLoadFailed: 'Could not load your skill levels.',
  skillLevelOption: (level: number, label: string) => `${label} (${level})`,
  // Collaboration Preferences
  lookingForRoles: 'Looking for roles',
  lookingForSkills: 'Looking for skills',
  collaborationType: 'Collaboration type',
  chooseCollaboration: 'Any',
  availability: 'Availability per week (hrs)',
  availabilityHint: 'Whole hours from 0 to 80.',
  locationPreference: 'Location preference',
  // Additional Matching
  stagePreference: 'Stage preference',
  fundingExpectation: 'Funding expectation',
  fundingPlaceholder: 'e.g., Pre-seed, $250k',
  openToEquity: 'Open to equity',
  openToEquityHint: 'You would work for equity rather than (or as well as) pay.',
  workStyle: 'Work style',
  chooseWorkStyle: 'Choose a work style',
  // Founder Readiness
  readinessIntro: 'Tell backers and co-founders how far along you are. The amount and the deck stay private.',
  priorFounder: 'Prior Founder',
  technicalFounder: 'Technical Founder',
  arrDisclosed: 'ARR Disclosed',
  deckReady: 'Deck Ready',
  arrAmount: 'ARR Amount (private)',
  arrHint: 'Annual recurring revenue in US dollars. Leave empty if you prefer not to say.',
  deckUrl: 'Deck URL (private)',
  score: (score: number) => `Readiness ${score}/100`,
  updated: 'Updated',
  neverSaved: 'Not saved yet',
  saveReadiness: 'Save Readiness',
  savingReadiness: 'Saving…',
  // Account & Privacy
  privacyIntro: 'Choose what other members can see.',
  emailVisible: 'Email visibility',
  emailVisibleHint: 'Show your email address on your public profile.',
  phoneVisible: 'Phone visibility',
  phoneVisibleHint: 'Show your phone number on your public profile.',
  publicProfile: 'Public profile',
  publicProfileHint: 'When off, only you can open your profile and you are left out of co-founder matches.',
  security: 'Security',
  changePassword: 'Change Password',
  dangerZone: 'Delete your account',
  dangerIntro: 'This removes your profile and signs you out everywhere.',
  deleteAccount: 'Delete Account',
} as const;

/** Names of the skill levels 1..5 (user_skills.level, 000 section 3), lowest first. */
export const SKILL_LEVEL_LABELS = ['Beginner', 'Working', 'Solid', 'Advanced', 'Expert'] as const;

export const PASSWORD_DIALOG_TEXT = {
  title: 'Change Password',
  intro: 'You will be signed out everywhere and asked to log in again.',
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
  show: 'Show password',
  submit: 'Update password',
  submitting: 'Updating…',
  cancel: 'Cancel',
} as const;

export const DELETE_DIALOG_TEXT = {
  title: 'Delete Account',
  warning:
    'Deleting your account permanently removes your sign-in, profile, photo, skills, founder readiness and follows, and signs you out. This cannot be undone.',
  continue: 'Continue',
  confirmTitle: 'Confirm deletion',
  confirmLabel: 'I understand that my account and its data will be deleted permanently.',
  delete: 'Delete',
  deleting: 'Deleting…',
  cancel: 'Cancel',
} as const;

export const SAVED_DIALOG_TEXT = {
  viewProfile: 'View profile',
  keepEditing: 'Keep editing',
} as const;

export const VERIFY_TEXT = {
  title: 'Request Verification',
  intro:
    'Verified professionals get a badge on their profile and in co-founder matches. An admin reviews each request.',
  linkedinUrl: 'LinkedIn URL',
  linkedinRequired: 'Enter the web address of your LinkedIn profile.',
  linkedinInvalid: 'Enter a full web address, like https://www.linkedin.com/in/your-name.',
  showPublicly: 'Show my LinkedIn publicly',
  orgEmail: 'Organisation email (optional)',
  orgEmailHint: 'A work address helps the reviewer confirm where you work.',
  submit: 'Submit request',
  submitting: 'Submitting…',
  pendingTitle: 'Request pending',
  pendingBody: 'Your request is waiting for review. We will let you know when it is decided.',
  verifiedTitle: 'You are verified',
  backToDashboard: 'Back to dashboard',
  retry: 'Retry',
} as const;

export const PROFILE_PAGE_TEXT = {
  title: 'Profile',
  editProfile: 'Edit profile',
  proProfile: 'Professional profile',
  follow: 'Follow',
  unfollow: 'Unfollow',
  following: 'Following',
  followers: 'Followers',
  message: 'Message',
  about: 'About',
  links: 'Links',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  skills: 'Skills',
  level: (level: number) => `Level ${level} of 5`,
  industries: 'Industries',
  interests: 'Interests',
  lookingFor: 'Looking for',
  badges: 'Badges',
  readiness: 'Founder readiness',
  readinessScore: (score: number) => `${score}/100`,
  readinessExplain: 'How this score is made',
  readinessEarned: 'Earned',
  readinessNotEarned: 'Not yet',
  readinessLoadFailed: 'Could not load the explanation.',
  memberSince: (date: string) => `Member since ${date}`,
  goHome: 'Go to the home page',
  findPeople: 'Find co-founders',
  retry: 'Retry',
  loadFailed: 'Could not load this profile.',
  followFailed: 'Could not update the follow. Please try again.',
} as const;

export const PRO_PAGE_TEXT = {
  title: 'Professional Profile',
  categories: 'Categories',
  noCategories: 'No categories yet.',
  impact: 'Impact score',
  impactValue: (score: string) => `${score} / 10`,
  verified: 'Verified',
  notVerified: 'Not verified yet',
  fullProfile: 'See full profile',
} as const;

export const COFOUNDER_TEXT = {
  title: 'Find a Co-Founder',
  intro: 'People ranked by how well they fit what you are looking for, with the reasons on each card.',
  filters: 'Filters',
  moreFilters: 'More filters',
  search: 'Search',
  searchPlaceholder: 'Name, tagline or profession',
  role: 'Role',
  rolePlaceholder: 'e.g., Engineer',
  skill: 'Skill',
  skills: 'Skills',
  skillPlaceholder: 'e.g., React',
  collaborationType: 'Collaboration type',
  location: 'Location',
  stage: 'Stage',
  country: 'Country',
  any: 'Any',
  apply: 'Apply filters',
  clear: 'Clear filters',
  results: (count: number, more: boolean) =>
    `${count}${more ? '+' : ''} ${count === 1 ? 'match' : 'matches'}`,
  match: (score: number) => `Match ${score}`,
  whyMatch: 'Why this match',
  availability: (hours: number) => `${hours} h/week`,
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  end: 'That is everyone for these filters.',
  emptyTitle: 'No matches yet',
  emptyBody:
    'Tell us who you are looking for: add the roles and skills you need in your collaboration preferences, or loosen the filters.',
  emptyAction: 'Add what you are looking for',
  errorTitle: 'Could not load matches.',
  retry: 'Retry',
  viewProfile: 'View profile',
} as const;

/** The chip input (multi-select with search or typing). */
export const CHIP_INPUT_TEXT = {
  selected: (label: string) => `Selected ${label.toLowerCase()}`,
  remove: (chip: string) => `Remove ${chip}`,
  add: (value: string) => `Add “${value}”`,
  added: (chip: string) => `${chip} added.`,
  removed: (chip: string) => `${chip} removed.`,
  duplicate: (chip: string) => `${chip} is already on the list.`,
  full: (max: number) => `You can add up to ${max}. Remove one to add another.`,
  tooLong: (max: number) => `Keep each one to ${max} characters or fewer.`,
  count: (count: number, max: number) => `${count}/${max}`,
} as const;
