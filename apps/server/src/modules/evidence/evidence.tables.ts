import type {
  ArtifactType,
  AttestationDepth,
  AttestationRating,
  EvidenceContextKind,
  EvidenceKind,
  EvidenceScope,
  EvidenceVersionState,
  ProSignStatus,
} from '@ibh/contract';
import type { ColumnType, Generated } from 'kysely';
import type { TextArray } from '../../db/column-types.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type JsonColumn<T> = ColumnType<T, string | undefined, string>;

/** A stored version state: the version table's (the contract's list; 'linked' is shown, never stored). */
export type StoredVersionState = EvidenceVersionState;

/** An artifact as a version stores it (hashed with the version; `uploadId` resolves to a file). */
export interface StoredArtifact {
  type: ArtifactType;
  url: string | null;
  uploadId: string | null;
  name: string | null;
  contentHash: string | null;
}

export interface StoredInterview {
  number: number;
  question: string;
  answer: string;
  who: string | null;
  channel: string | null;
  learning: string | null;
}

/** Tables of migrations/0015_evidence.sql. */
export interface EvidenceEntriesTable {
  id: Generated<string>;
  owner_id: string;
  context_kind: EvidenceContextKind;
  /**
   * experiment_passed: published from an interview sprint (migration 0019); experiment_not_met: a
   * sprint closed as not met, published as a negative result (0031).
   */
  kind: Defaulted<EvidenceKind>;
  context_id: string | null;
  scope: Defaulted<EvidenceScope>;
  owner_intent: TextArray;
  linked_idea_id: string | null;
  linked_at: Date | null;
  tombstoned_at: Date | null;
  view_count: Generated<number>;
  /** A version has been finalized (kept by the versions' triggers, migration 0025): others may see it. */
  has_final_version: Generated<boolean>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}

export interface EvidenceVersionsTable {
  id: Generated<string>;
  evidence_id: string;
  version: number;
  state: Defaulted<StoredVersionState>;
  title: string;
  summary: Defaulted<string>;
  interviews: JsonColumn<StoredInterview[]>;
  artifacts: JsonColumn<StoredArtifact[]>;
  created_by: string;
  created_at: Defaulted<Date>;
  finalized_at: Date | null;
  hash: string | null;
  prev_hash: string | null;
}

export interface EvidenceUploadsTable {
  id: Generated<string>;
  owner_id: string;
  type: Exclude<ArtifactType, 'link'>;
  storage_key: string;
  content_type: string;
  content_hash: string;
  size: number;
  name: string | null;
  created_at: Generated<Date>;
}

export interface EvidenceUpvotesTable {
  evidence_id: string;
  user_id: string;
  is_pro: boolean;
  created_at: Defaulted<Date>;
}

export interface EvidenceUsefulTable {
  evidence_id: string;
  user_id: string;
  created_at: Defaulted<Date>;
}

export interface EvidenceAttestationsTable {
  id: Generated<string>;
  evidence_id: string;
  evidence_version_id: string;
  pro_user_id: string;
  axis: 'clarity' | 'feasibility';
  rating: AttestationRating;
  depth: AttestationDepth;
  public_note: string;
  private_note: string | null;
  created_at: Defaulted<Date>;
}

export interface EvidenceCosignsTable {
  evidence_id: string;
  signer_user_id: string;
  version_id: string;
  note: string | null;
  via_invite: Defaulted<boolean>;
  created_at: Defaulted<Date>;
}

export interface ProSignInvitesTable {
  id: Generated<string>;
  evidence_id: string;
  requester_id: string;
  pro_user_id: string;
  message: string | null;
  status: Defaulted<ProSignStatus>;
  pro_note: string | null;
  created_at: Defaulted<Date>;
  responded_at: Date | null;
}

export interface EvidenceViewsTable {
  evidence_id: string;
  viewer_id: string;
  day: string;
}

/** evidence_signal_rings (migration 0038): accounts in a closed voting ring, kept by a job (decision 155). */
export interface EvidenceSignalRingsTable {
  user_id: string;
  found_at: Defaulted<Date>;
}

export interface EvidenceTables {
  evidence_entries: EvidenceEntriesTable;
  evidence_versions: EvidenceVersionsTable;
  evidence_uploads: EvidenceUploadsTable;
  evidence_upvotes: EvidenceUpvotesTable;
  evidence_useful: EvidenceUsefulTable;
  evidence_attestations: EvidenceAttestationsTable;
  evidence_cosigns: EvidenceCosignsTable;
  pro_sign_invites: ProSignInvitesTable;
  evidence_views: EvidenceViewsTable;
  evidence_signal_rings: EvidenceSignalRingsTable;
}

/** Views the evidence module publishes (migrations/0034_published_views.sql, decision 142). */
export interface EvidencePublishedViews {
  evidence_scopes: Pick<
    EvidenceEntriesTable,
    | 'id'
    | 'owner_id'
    | 'kind'
    | 'context_kind'
    | 'context_id'
    | 'scope'
    | 'linked_idea_id'
    | 'has_final_version'
    | 'tombstoned_at'
    | 'created_at'
  >;
  evidence_version_titles: Pick<
    EvidenceVersionsTable,
    'id' | 'evidence_id' | 'version' | 'title' | 'state' | 'finalized_at'
  >;
  evidence_cosigners: Pick<EvidenceCosignsTable, 'evidence_id' | 'signer_user_id' | 'created_at'>;
  evidence_upvoters: Pick<EvidenceUpvotesTable, 'evidence_id' | 'user_id' | 'created_at'>;
}
