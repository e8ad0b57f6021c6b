/**
 * Labels and copy of the Post Idea wizard (000 section 2, Post Idea wizard). The step names are
 * WIZARD_STEPS; the spec's messages are IDEA_TEXT. Everything here is ours (IBH).
 */
export const POST_IDEA_TEXT = {
  title: 'Post your idea',
  intro: 'Five short steps. Your draft is kept in this browser while you work.',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  stepsLabel: 'Wizard steps',
  stepDone: 'completed',
  stepHasErrors: 'needs attention',
  // Basics
  ideaTitle: 'Title',
  titlePlaceholder: 'e.g., Offline-first clinic records for rural India',
  oneLiner: 'One-liner',
  oneLinerHint: 'One sentence people read on Explore.',
  stage: 'Stage',
  tags: 'Tags',
  chipHint: 'Press Enter or a comma to add. Choose from the list or type your own.',
  // Story & Assets
  shortDescription: 'Short description',
  shortDescriptionHint: 'What it is and who it is for. Shown on cards.',
  fullDescription: 'Full description',
  roadmap: 'Roadmap',
  roadmapHint: 'Milestones and what comes next.',
  files: 'Images and documents',
  filesHint: 'JPG, PNG or PDF, up to 6 files of 10 MB each. The first image becomes the cover.',
  filesNotKept: 'Attachments are not saved in the draft: add them again after a reload.',
  addFiles: 'Add files',
  removeFile: (name: string) => `Remove ${name}`,
  fileCount: (count: number, max: number) => `${count}/${max}`,
  // Team & Needs
  industry: 'Industry',
  lookingFor: 'Looking for',
  skills: 'Skills needed',
  funding: 'Funding needed (USD)',
  fundingHint: 'Numbers only, e.g. 25000.',
  availability: 'Your availability',
  availabilityPlaceholder: 'e.g., 20 h/week, evenings IST',
  // Privacy
  visibility: 'Who can see this idea?',
  visibilityShort: 'Visibility',
  visibilityHints: {
    public: 'Anyone can find it on Explore.',
    supporters: 'Kept private for now: only you, your team and accepted collaborators can open it.',
    private: 'Only you, your team and accepted collaborators can open it.',
  },
  openForCollab: 'Open for collaboration',
  openForCollabHint: 'Others may ask to collaborate on this idea.',
  premium: 'Premium idea',
  premiumHint:
    'Hides the descriptions, roadmap and files from viewers who are not verified professionals. The title, one-liner and labels stay visible.',
  // Preview
  previewIntro: 'This is how your idea will show. Check it, then publish.',
  premiumBadge: 'Premium',
  openForCollabBadge: 'Open for collaboration',
  attachments: 'Attachments',
  noValue: 'Not set',
  // Summary
  summary: 'Summary',
  editIn: (step: string) => `edit in ${step}`,
  yes: 'Yes',
  no: 'No',
  filesCount: (count: number) => (count === 1 ? '1 file' : `${count} files`),
  // Actions
  back: 'Back',
  continue: 'Continue',
  saveDraft: 'Save draft',
  publish: 'Publish',
  publishing: 'Publishing…',
  uploading: (done: number, total: number) => `Uploading files (${done}/${total})…`,
  publishProgress: 'Publishing progress',
  saving: 'Saving…',
  draftSaved: 'Draft saved',
  draftRestored: 'We restored your draft.',
  published: 'Your idea is published.',
  uploadSkipped: (name: string) => `${name} could not be uploaded and was skipped.`,
  goToDashboard: 'Go to your dashboard',
  /** The next step offered beside the refusal: supporting and validating ideas starts on Explore. */
  supportIdeas: 'Explore ideas to support or validate',
} as const;
