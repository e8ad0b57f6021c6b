/**
 * Every user-visible string of interview sprints (001 sections 2.11, 2.12, 4.4, 4.5, 5, 8.3),
 * verbatim from the spec where it gives one; IBH's own where it is silent (marked).
 */
export const SPRINT_TEXT = {
  // 8.3 sprint start (the client sends the user to the list with f=all&s=desc on these)
  startFailed: 'Failed to start sprint',
  startFailedHome: "Couldn't start/resume the sprint. Please try again.",
  startResumeFailed: 'Failed to start/resume sprint',
  idMissing: 'Sprint id missing from server response',
  couldNotStart: 'Could not start/resume sprint',
  // 8.3 request_cosign
  cosignPendingLimit: 'Limit reached: max 3 pending co-signs per sprint.',
  cosignNotProfessional: 'You can invite only IBH professionals.',
  cosignNotFinalized: 'Finalize the sprint before requesting co-signs.',
  cosignNotOwner: 'Only the sprint owner can request co-signs.',
  cosignSelf: 'You cannot invite yourself.',
  // 8.3 cancel_cosign_request
  cancelNotOwner: 'Only the sprint owner can cancel requests.',
  cancelNotPending: 'Only pending requests can be cancelled.',
  // 8.3 interview save
  interviewLimit: "You've reached the 10-interview cap for this sprint.",
  interviewFinalized: 'Sprint is finalized — no more edits.',
  interviewNotOwner: 'Only the sprint owner can modify interviews.',
  invalidOutcome: 'Outcome must be Positive, Neutral, or Negative.',
  pickOutcome: 'Pick an outcome',
  // 8.3 finalize
  finalizeNotOwner: 'Only the sprint owner can finalize.',
  gateNotMet: 'Gate not met. Add required positives before finalizing.',
  alreadyFinalized: 'Already finalized.',
  // 4.4 reopen
  reopenConfirm: 'Reopen this sprint? This will unlock edits.',
  reopened: 'Sprint reopened.',
  reopenFailed: 'Could not reopen',
  // 5 setup
  ownersOnly: 'Owners-only feature',
  setupSaved: 'Sprint setup saved',
  // 8.3 toasts
  markdownCopied: 'Markdown copied',
  copyFailed: "Couldn't copy",
  slackOpened: 'Opened Slack compose',
  linkRotated: 'Share link rotated',
  rotateFailed: 'Could not rotate link',
  linkCopied: 'Link copied',
  evidenceIdCopied: (id: string) => `Evidence ID copied: ${id}`,
  evidenceIdCopyFailed: 'Failed to copy Evidence ID',
  noteSaveFailed: 'Failed to save note',
  saved: 'Saved',
  noInterviewsToExport: 'No interviews to export',
  noCosignRequests: 'No co-sign requests yet.',
  noProResults: 'No results. Try another name.',
  couldNotLoadCosigns: 'Could not load co-sign requests',
  publishFailed: 'Failed to publish sprint as evidence',
  noEvidenceFromSprint: 'No evidence found from sprint completion',
  noInvite: 'No invite',
  // 2.11 / 2.12 screens
  accessRestricted: 'Access Restricted',
  backToHome: 'Back to Home',
  introTitle: '10-Interview Sprint',
  startSprint: 'Start Sprint',
  seeEvidence: 'See Evidence',
  setupTitle: 'Sprint Setup',
  finalizedBadge: 'Finalized',
  publishAsEvidence: 'Publish as Evidence',
  completeSprint: 'Complete Sprint',
  reopen: 'Reopen',
  linkedToIdea: 'Linked to idea',
  viewInIdea: 'View in Idea',
  whatsNext: "What's next",
  publicNotFound: 'Sprint not found or not public.',
  noPublicInterviews: 'No public interviews for this sprint.',
  // IBH's own (the spec is silent)
  notFound: 'Sprint not found.',
  rotateConfirm: 'Rotate the share link? The current public link will stop working.',
  finalizeConfirm: (pos: number, neu: number, neg: number, required: number) =>
    `Complete this sprint with ${pos} positive, ${neu} neutral and ${neg} negative interviews? The gate needs ${required} positives.`,
  upvoteFailed: 'Failed to update vote.',
  ownerUpvoteOnlyOwners: 'Only idea owners can give an owner upvote.',
  noSelfUpvote: 'You cannot upvote your own sprint.',
  // Close as not met (issue 26 item 7; IBH's own)
  closeNotOwner: 'Only the sprint owner can close it as not met.',
  closeTooEarly: 'Close the sprint as not met once its target number of interviews is reached.',
  closeGateMet: 'The gate is met: complete the sprint instead.',
  closedBadge: 'Closed — Not Met',
  closed: 'Sprint closed as not met.',
  closeFailed: 'Could not close the sprint',
  // Run an interview sprint on an idea while another is open (issue 26 item 8; IBH's own)
  otherSprintOpen: (title: string) =>
    `Another sprint is open: ${title}. You run one sprint at a time, so finish it first, then start this idea's sprint.`,
} as const;

/** Status labels (001 section 4.4). */
export const SPRINT_STATUS_LABELS = {
  passed: 'Passed',
  not_met: 'Completed — Not Met',
  on_track: 'On Track',
  at_risk: 'At Risk',
} as const;

export const OUTCOME_LABELS = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;
