/**
 * User-facing strings of ideas, the post-idea wizard, My Hub and the workspace (000 sections 2,
 * 5, 8; 001 section 2.8). Shown verbatim. Strings the spec does not give are marked "(IBH)".
 */
export const IDEA_TEXT = {
  // Wizard validation (000 section 5)
  titleRequired: 'Title is required',
  oneLinerTooLong: 'One-liner must be ≤ 120 chars',
  shortDescriptionRequired: 'Short description is required',
  shortDescriptionTooLong: 'Short description must be ≤ 300 chars',
  fullDescriptionTooLong: 'Full description must be ≤ 2000 chars',
  fundingNumber: 'Funding must be a number',
  choosePrivacy: 'Choose a privacy level',
  // Posting (000 sections 2, 8)
  onlyOwnersPost: 'Only Idea Owners can post ideas. Use your dashboard to support or validate ideas.',
  onlyOwnersPostModal: 'Only Idea Owners can post ideas. Please sign up or switch your role to Idea Owner.',
  signInToPublish: 'Please sign in to publish.',
  publishFailed: 'Something went wrong while publishing.',
  readinessNudge: 'Stand out on Explore: add Founder Readiness to your profile',
  readinessNudgeLink: 'Complete now',
  // Uploads (IBH: the spec only says which types the picker accepts)
  tooManyFiles: 'You can attach up to 6 files.',
  fileTypeNotAllowed: 'Only JPG, PNG and PDF files can be attached.',
  fileTooLarge: 'Each file must be 10 MB or smaller.',
  // Idea page (001 section 8.3 and IBH)
  ideaNotFound: 'Idea not found',
  /** (IBH) The author of a comment or message whose account was deleted. */
  deletedUser: 'Deleted user',
  premiumLocked: 'Premium idea: details are visible to verified professionals.',
  cannotFollowOwnIdea: 'You cannot follow your own idea.',
  // Collaboration (IBH)
  cannotRequestOwnIdea: 'You own this idea.',
  alreadyOnTeam: 'You are already on this idea’s team.',
  notOpenForCollab: 'This idea is not open for collaboration.',
  collabRequestExists: 'You have already asked to collaborate on this idea.',
  pendingRequestsFull: 'This idea has too many pending requests. Try again later.',
  inviteeAlreadyMember: 'This person is already on the team.',
  inviteExists: 'This person already has a pending invite.',
  cannotInviteSelf: 'You are already the owner of this idea.',
  // Comments (IBH)
  commentRequired: 'Write a comment first.',
  replyToReply: 'Replies can only answer a top-level comment.',
  // Workspace (001 section 8.3 and IBH)
  projectLoadFailed: 'Failed to load project.',
  uploadFailed: 'Upload failed',
  downloadFailed: 'Download failed',
  messageRequired: 'Type a message first',
  taskTitleRequired: 'Give the task a title.',
  assigneeNotMember: 'Tasks can only be assigned to people in this workspace.',
  workspaceFilesFull: 'This workspace already holds 100 files. Delete one to upload another.',
  inviteExpertSoon: 'Invite Expert (coming soon)',
} as const;

/** My Hub strings (000 section 2, Dashboard). */
export const DASHBOARD_TEXT = {
  errorTitle: 'Something went wrong',
  errorBody: 'There was an error loading your dashboard. Please try refreshing the page.',
  refresh: 'Refresh Page',
  fallbackName: 'You',
  teamMembersForPros: 'This section is not available for professionals.',
  workshopModalTitle: 'Select Idea for Workspace',
  noDescription: 'No description available',
  publicMark: '🌍 Public',
  privateMark: '🔒 Private',
  testNotificationSent: (label: string) => `Test notification sent: ${label}`,
  testNotificationFailed: 'Failed to send test notification',
  empty: {
    myIdeas: { title: 'No ideas yet', body: 'Start by posting your first idea!' },
    projects: {
      title: 'No projects yet',
      body: 'Join ideas as a team member or collaborator to see them here!',
    },
    savedIdeas: { title: 'No saved ideas yet', body: "Save ideas you're interested in to see them here!" },
    followingIdeas: {
      title: 'No following ideas yet',
      body: 'Follow ideas to get updates and stay connected with their progress!',
    },
    followingUsers: { title: 'No following users yet', body: '' },
    teamMembers: { title: 'No team members yet', body: 'Add team members to your ideas to see them here.' },
    collaborators: {
      title: 'No collaborators yet',
      body: 'Accept or join collaborations to see teammates here.',
    },
    myCollaborators: { title: 'No collaborators found.', body: '' },
  },
} as const;
