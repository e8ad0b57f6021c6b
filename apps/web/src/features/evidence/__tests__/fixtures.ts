import { createHash } from 'node:crypto';
import {
  canonicalVersionText,
  type EvidenceDetail,
  type EvidenceItem,
  type InboxRow,
  type SessionUser,
} from '@ibh/contract';
import { testUser } from '@/test/render-app';

/** Test data for the evidence screens (not a test file itself). */

export const EVIDENCE_ID = '70000000-0000-4000-8000-0000000000e1';
export const V1 = '71000000-0000-4000-8000-000000000001';
export const V2 = '71000000-0000-4000-8000-000000000002';
export const V3 = '71000000-0000-4000-8000-000000000003';
const owner = { id: testUser.id, name: 'Ada Founder', avatarUrl: null };

export const proUser: SessionUser = {
  ...testUser,
  id: '30000000-0000-4000-8000-0000000000bb',
  email: 'vera@example.com',
  fullName: 'Vera Verified',
  role: 'professional',
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface VersionContent {
  version: number;
  title: string;
  summary: string;
  prevHash: string | null;
}

/** The hash the server stores for a finalized version (the published canonical form). */
export function hashOf(v: VersionContent): string {
  return sha256(
    canonicalVersionText({
      evidenceId: EVIDENCE_ID,
      version: v.version,
      title: v.title,
      summary: v.summary,
      interviews: [],
      artifacts: [
        { type: 'link', url: 'https://example.com/notes', name: 'Interview notes', contentHash: null },
      ],
      prevHash: v.prevHash,
    }),
  );
}

const v1 = {
  version: 1,
  title: 'Founders pay for bookkeeping',
  summary: 'Six of ten said yes.',
  prevHash: null,
};
const h1 = hashOf(v1);
const v2 = { ...v1, version: 2, summary: 'Seven of ten said yes.', prevHash: h1 };
const h2 = hashOf(v2);

/** Versions newest first: a draft v3 over finalized v2 (chained to v1). */
export const versions = [
  {
    id: V3,
    version: 3,
    state: 'draft' as const,
    createdAt: '2026-11-20T10:00:00.000Z',
    finalizedAt: null,
    hash: null,
    prevHash: null,
  },
  {
    id: V2,
    version: 2,
    state: 'finalized' as const,
    createdAt: '2026-11-18T10:00:00.000Z',
    finalizedAt: '2026-11-18T11:00:00.000Z',
    hash: h2,
    prevHash: h1,
  },
  {
    id: V1,
    version: 1,
    state: 'finalized' as const,
    createdAt: '2026-11-15T10:00:00.000Z',
    finalizedAt: '2026-11-15T11:00:00.000Z',
    hash: h1,
    prevHash: null,
  },
];

/** The evidence at its finalized v2 as the page shows it; `summary` overrides what the page shows. */
export function evidence(overrides: Partial<EvidenceDetail> = {}, summary = v2.summary): EvidenceDetail {
  return {
    id: EVIDENCE_ID,
    kind: 'evidence',
    owner,
    context: { kind: 'standalone', id: null, title: null },
    linkedIdea: null,
    scope: 'public',
    privacy: 'public',
    ownerIntent: ['fintech', 'smb'],
    tombstoned: false,
    createdAt: '2026-11-15T10:00:00.000Z',
    viewCount: 12,
    version: {
      ...(versions[1] as (typeof versions)[number]),
      title: v2.title,
      summary,
      createdBy: owner.id,
      interviews: [],
      artifacts: [
        {
          type: 'link',
          url: 'https://example.com/notes',
          sourceUrl: 'https://example.com/notes',
          name: 'Interview notes',
          contentHash: null,
        },
      ],
    },
    versions,
    signals: {
      proUpvotes: 2,
      communityUpvotes: 5,
      proCosigns: 1,
      usefulCount: 3,
      attestations: 0,
      weightedUpvotes: 3.4,
      weightedUseful: 1.2,
    },
    cosigners: [],
    attestations: [],
    invites: [],
    viewer: {
      isOwner: false,
      upvoted: false,
      useful: false,
      attested: false,
      cosigned: false,
      canUpvote: false,
      canMarkUseful: false,
      allowedActions: [],
      pendingInviteId: null,
    },
    ...overrides,
  };
}

export function item(n: number, overrides: Partial<EvidenceItem> = {}): EvidenceItem {
  return {
    id: `72000000-0000-4000-8000-00000000000${n}`,
    versionId: `73000000-0000-4000-8000-00000000000${n}`,
    version: 1,
    state: 'finalized',
    scope: 'public',
    privacy: 'public',
    title: `Evidence number ${n}`,
    summary: `What we learned, part ${n}.`,
    ownerIntent: [],
    artifactTypes: ['link', 'image'],
    createdAt: '2026-11-15T10:00:00.000Z',
    createdBy: owner,
    hash: h1,
    linkedIdeaId: null,
    kind: 'evidence',
    signals: {
      proUpvotes: 0,
      communityUpvotes: 1,
      proCosigns: 2,
      usefulCount: 4,
      attestations: 3,
      weightedUpvotes: 0.2,
      weightedUseful: 2.6,
    },
    myUseful: false,
    ...overrides,
  };
}

export function inboxRow(n: number, overrides: Partial<InboxRow> = {}): InboxRow {
  return {
    id: `74000000-0000-4000-8000-00000000000${n}`,
    status: 'pending',
    allowedActions: ['accept', 'decline'],
    evidenceId: EVIDENCE_ID,
    evidenceTitle: `Please co-sign study ${n}`,
    requesterId: owner.id,
    requesterName: 'Ada Founder',
    message: n === 1 ? 'Would value your eye on the method.' : null,
    requestedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
