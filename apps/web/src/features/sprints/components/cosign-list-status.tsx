import { SPRINT_TEXT } from '@ibh/contract';

/** Under a list of sprint co-sign requests: that it could not load, or that it has none. */
export function CosignListStatus({ failed, empty }: { failed: boolean; empty: boolean }) {
  return (
    <>
      {failed ? <p className="text-sm text-danger-600">{SPRINT_TEXT.couldNotLoadCosigns}</p> : null}
      {empty ? <p className="text-sm text-ink-muted">{SPRINT_TEXT.noCosignRequests}</p> : null}
    </>
  );
}
