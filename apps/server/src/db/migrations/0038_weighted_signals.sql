-- Weighted signals (issue 29, decisions 154-156).

-- merit_points (merit; a published view, decision 142): a person's lifetime merit points, one row
-- per merit_totals row (no row: no points yet). Evidence reads it to weigh a vote.
create view merit_points as
select user_id, lifetime_total from merit_totals;

-- evidence_signal_rings (evidence): the accounts in a closed voting ring (decision 155), kept by
-- the evidence.signal_rings job after votes change. A voter listed here weighs 0.
create table evidence_signal_rings (
  user_id uuid primary key references users (id) on delete cascade,
  found_at timestamptz not null default now()
);
