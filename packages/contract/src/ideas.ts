import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import { IDEA_TEXT } from './idea-text.ts';
import { IDEA, PAGING } from './limits.ts';
import { correctedQueryField, IdeaHighlightsSchema } from './search.ts';

export * from './idea-text.ts';

/** Stages as stored (000 section 3) and as shown. */
export const IDEA_STAGES = ['raw', 'needs_guidance', 'full_pitchdeck'] as const;
export type IdeaStage = (typeof IDEA_STAGES)[number];
export const IDEA_STAGE_LABELS: Record<IdeaStage, string> = {
  raw: 'Raw idea',
  needs_guidance: 'Needs guidance',
  full_pitchdeck: 'Full pitch deck',
};

/** Stored visibility. The wizard offers three levels; 'supporters' is stored as private. */
export const IDEA_VISIBILITIES = ['public', 'private'] as const;
export type IdeaVisibility = (typeof IDEA_VISIBILITIES)[number];
export const WIZARD_VISIBILITIES = ['public', 'supporters', 'private'] as const;
export type WizardVisibility = (typeof WIZARD_VISIBILITIES)[number];
export const WIZARD_VISIBILITY_LABELS: Record<WizardVisibility, string> = {
  public: 'Public',
  supporters: 'Supporters only',
  private: 'Private',
};

/** 000 section 4: 'full' and 'pitch' -> full_pitchdeck; 'need' -> needs_guidance; else raw. */
export function normaliseStage(text: string | null | undefined): IdeaStage {
  const value = (text ?? '').toLowerCase();
  if (value.includes('full') && value.includes('pitch')) return 'full_pitchdeck';
  if (value.includes('need')) return 'needs_guidance';
  return 'raw';
}

/** 000 section 4: 'supporters' or 'private' are stored as private; anything else public. */
export function normaliseVisibility(text: string | null | undefined): IdeaVisibility {
  const value = (text ?? '').trim().toLowerCase();
  return value === 'supporters' || value === 'private' ? 'private' : 'public';
}

export const WIZARD_STEPS = [
  'Basics',
  'Story & Assets',
  'Team & Needs',
  'Privacy',
  'Preview & Publish',
] as const;

/** Numbers of the idea features that the spec leaves open (IBH), next to IDEA in limits.ts. */
export const IDEA_LIMITS = {
  commentMax: 2000,
  commentsPage: 20,
  repliesPerComment: 50,
  collabMessageMax: 500,
  searchQueryMax: 100,
  explorePage: 12,
  fileMaxBytes: 10 * 1024 * 1024,
  fileNameMax: 120,
  filterValueMax: 60,
  filterTagsMax: 5,
  fundingMax: 1_000_000_000_000,
  peopleSearchMax: 10,
} as const;

/** Case-insensitive duplicate check used by every chip list (000 section 5). */
export function hasDuplicateChip(items: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

export const CHIP_TEXT = {
  tooLong: `Each entry must be ${IDEA.chipMax} characters or fewer.`,
  duplicate: 'That entry is already in the list.',
  tooMany: (max: number) => `You can add up to ${max}.`,
  empty: 'Entries cannot be empty.',
} as const;

export function chipListSchema(max: number) {
  return z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: CHIP_TEXT.empty }),
          z.maxLength(IDEA.chipMax, { error: CHIP_TEXT.tooLong }),
        ),
    )
    .check(
      z.maxLength(max, { error: CHIP_TEXT.tooMany(max) }),
      z.refine((items) => !hasDuplicateChip(items), { error: CHIP_TEXT.duplicate }),
    );
}

const optionalText = (max: number, error: string) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error }))));

/**
 * POST /api/ideas: publish an idea. Every field the wizard collects is kept. Stage and
 * visibility accept the wizard's words and are normalised by the server (normaliseStage,
 * normaliseVisibility). Files are uploaded afterwards, one request each (IDEA_API.files).
 */
export const PublishIdeaRequestSchema = z.object({
  title: z
    .string({ error: IDEA_TEXT.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: IDEA_TEXT.titleRequired }),
      z.maxLength(IDEA.titleMax, { error: `Title must be ≤ ${IDEA.titleMax} chars` }),
    ),
  oneLiner: optionalText(IDEA.oneLinerMax, IDEA_TEXT.oneLinerTooLong),
  shortDescription: z
    .string({ error: IDEA_TEXT.shortDescriptionRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: IDEA_TEXT.shortDescriptionRequired }),
      z.maxLength(IDEA.shortDescriptionMax, { error: IDEA_TEXT.shortDescriptionTooLong }),
    ),
  fullDescription: optionalText(IDEA.fullDescriptionMax, IDEA_TEXT.fullDescriptionTooLong),
  roadmap: optionalText(IDEA.roadmapMax, `Roadmap must be ≤ ${IDEA.roadmapMax} chars`),
  stage: z.optional(z.string().check(z.maxLength(40))),
  visibility: z.string({ error: IDEA_TEXT.choosePrivacy }).check(
    z.maxLength(40),
    z.refine((v) => (WIZARD_VISIBILITIES as readonly string[]).includes(v.trim().toLowerCase()), {
      error: IDEA_TEXT.choosePrivacy,
    }),
  ),
  openForCollab: z.optional(z.boolean()),
  isPremium: z.optional(z.boolean()),
  tags: z.optional(chipListSchema(IDEA.tagsMax)),
  industry: z.optional(chipListSchema(IDEA.industryMax)),
  lookingFor: z.optional(chipListSchema(IDEA.lookingForMax)),
  skills: z.optional(chipListSchema(IDEA.skillsMax)),
  funding: z.optional(
    z.nullable(
      z
        .number({ error: IDEA_TEXT.fundingNumber })
        .check(z.minimum(0, { error: IDEA_TEXT.fundingNumber }), z.maximum(IDEA_LIMITS.fundingMax)),
    ),
  ),
  availability: optionalText(IDEA.availabilityMax, `Availability must be ≤ ${IDEA.availabilityMax} chars`),
});
export type PublishIdeaRequest = z.infer<typeof PublishIdeaRequestSchema>;

/** PATCH /api/ideas/:id (owner): any subset of the publish fields. */
export const UpdateIdeaRequestSchema = z.partial(PublishIdeaRequestSchema);
export type UpdateIdeaRequest = z.infer<typeof UpdateIdeaRequestSchema>;

export const IdeaCreatedSchema = z.object({ id: z.string() });

/** Query of PUT /api/ideas/:id/files: the original file name (the body is the raw file). */
export const IdeaFileQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(IDEA_LIMITS.fileNameMax)),
});
export const IDEA_FILE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Someone shown next to an idea (owner, team member, collaborator, commenter). */
export const IdeaPersonSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
  role: z.string(),
  headline: z.nullable(z.string()),
  country: z.nullable(z.string()),
  isVerified: z.boolean(),
});
export type IdeaPerson = z.infer<typeof IdeaPersonSchema>;

/**
 * An idea in a list (Explore, My Hub). `locked` is true for a premium idea the viewer may not
 * read: shortDescription is then null and only the title, one-liner and labels show.
 */
export const IdeaCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  oneLiner: z.nullable(z.string()),
  shortDescription: z.nullable(z.string()),
  stage: z.enum(IDEA_STAGES),
  visibility: z.enum(IDEA_VISIBILITIES),
  openForCollab: z.boolean(),
  isPremium: z.boolean(),
  locked: z.boolean(),
  tags: z.array(z.string()),
  industry: z.array(z.string()),
  lookingFor: z.array(z.string()),
  imageUrl: z.nullable(z.string()),
  likesCount: z.number(),
  commentsCount: z.number(),
  followersCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: IdeaPersonSchema,
  /** Explore with a search: where the query's words are in the title and one-liner. */
  highlights: z.optional(IdeaHighlightsSchema),
});
export type IdeaCard = z.infer<typeof IdeaCardSchema>;

export const IdeaAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type IdeaAttachment = z.infer<typeof IdeaAttachmentSchema>;

/** 'invited': the owner invited the person to collaborate (collab_invite) and they have not answered. */
export const COLLAB_STATUSES = ['pending', 'accepted', 'declined', 'invited'] as const;
export type CollabStatus = (typeof COLLAB_STATUSES)[number];
export const TEAM_INVITE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type TeamInviteStatus = (typeof TEAM_INVITE_STATUSES)[number];

/** What the signed-in viewer is and has done on an idea (all false when signed out). */
export const IdeaViewerSchema = z.object({
  isOwner: z.boolean(),
  isTeamMember: z.boolean(),
  isCollaborator: z.boolean(),
  /** Owner, team member or accepted collaborator: may open the workspace. */
  canEnterWorkspace: z.boolean(),
  liked: z.boolean(),
  saved: z.boolean(),
  following: z.boolean(),
  favorite: z.boolean(),
  collabRequest: z.nullable(z.object({ id: z.string(), status: z.enum(COLLAB_STATUSES) })),
  /** A pending team invite addressed to the viewer. */
  teamInvite: z.nullable(z.object({ id: z.string(), message: z.nullable(z.string()) })),
});
export type IdeaViewer = z.infer<typeof IdeaViewerSchema>;

/** GET /api/ideas/:id. Private ideas: owner, team and accepted collaborators only (else 404). */
export const IdeaDetailSchema = z.object({
  ...IdeaCardSchema.shape,
  fullDescription: z.nullable(z.string()),
  roadmap: z.nullable(z.string()),
  skills: z.array(z.string()),
  funding: z.nullable(z.number()),
  availability: z.nullable(z.string()),
  imageUrls: z.array(z.string()),
  attachments: z.array(IdeaAttachmentSchema),
  team: z.array(z.object({ ...IdeaPersonSchema.shape, addedAt: z.string() })),
  collaborators: z.array(z.object({ ...IdeaPersonSchema.shape, joinedAt: z.string() })),
  viewer: IdeaViewerSchema,
});
export type IdeaDetail = z.infer<typeof IdeaDetailSchema>;

export const EXPLORE_SORTS = ['relevance', 'newest', 'most_liked', 'most_commented'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
/** Explore's sort when none is chosen: newest, or Best match with a search (decision 157). */
export const EXPLORE_DEFAULT_SORT: ExploreSort = 'newest';
export const EXPLORE_SEARCH_DEFAULT_SORT: ExploreSort = 'relevance';
export const EXPLORE_SORT_LABELS: Record<ExploreSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  most_liked: 'Most liked',
  most_commented: 'Most commented',
};

const filterValue = z.string().check(z.trim(), z.maxLength(IDEA_LIMITS.filterValueMax));

/**
 * GET /api/ideas: public ideas, keyset-paged. `q` is full-text search (websearch syntax); it
 * filters, and the chosen sort orders what it finds. With `q` the default sort is `relevance`
 * (Best match: the first SEARCH_LIMITS.bestMatchCandidates matches ranked, decision 157), which
 * needs `q`; without it, newest. `tags` is comma-separated (all must match,
 * case-insensitive); `industry` and `lookingFor` take one value each, also case-insensitive. `ownerId` keeps one
 * person's public ideas (their profile lists them).
 */
export const ExploreQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(IDEA_LIMITS.searchQueryMax))),
  stage: z.optional(z.enum(IDEA_STAGES)),
  tags: z.optional(z.string().check(z.maxLength(IDEA_LIMITS.filterTagsMax * (IDEA.chipMax + 1)))),
  industry: z.optional(filterValue),
  lookingFor: z.optional(filterValue),
  openForCollab: z.optional(z.enum(['true', 'false'])),
  ownerId: z.optional(z.uuid()),
  sort: z.optional(z.enum(EXPLORE_SORTS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
});
export type ExploreQuery = z.infer<typeof ExploreQuerySchema>;
export const IdeaPageSchema = z.object({
  ...pageOf(IdeaCardSchema).shape,
  correctedQuery: correctedQueryField,
});
export type IdeaPage = z.infer<typeof IdeaPageSchema>;

/** Toggle answers. */
export const LikeStateSchema = z.object({ liked: z.boolean(), likesCount: z.number() });
export const SaveStateSchema = z.object({ saved: z.boolean() });
export const IdeaFollowStateSchema = z.object({ following: z.boolean(), followersCount: z.number() });
export const FavoriteStateSchema = z.object({ favorite: z.boolean() });

export const IdeaIdParamsSchema = z.object({ id: z.uuid() });
