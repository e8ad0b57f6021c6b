// The named items of an IBH proof pack. Each item has a digest in `pack.digests` (SHA-256 of its
// canonical JSON), so a changed byte is named by the item it sits in, not only by the signature.

const short = (id) => (typeof id === 'string' && id.length > 8 ? `${id.slice(0, 8)}…` : String(id));
const who = (person) => `${person?.name ?? '?'} (${person?.id ?? '?'})`;
const list = (x) => (Array.isArray(x) ? x : []);

/** An evidence item without its lists: the entry itself. */
function entryOf(e) {
  const { versions: _v, cosigns: _c, attestations: _a, sprint: _s, ...entry } = e ?? {};
  return entry;
}

function sprintOf(s) {
  const { cosigns: _c, ...sprint } = s ?? {};
  return sprint;
}

/**
 * Every item of the pack: `key` (its path, the digest's name), `label` (how the verifier names it)
 * and `value` (what is digested). The order is the order a reader meets them.
 */
export function packItems(pack) {
  const items = [{ key: '/subject', label: 'subject', value: pack?.subject ?? null }];
  list(pack?.evidence).forEach((e, i) => {
    const base = `/evidence/${i}`;
    const name = `evidence ${e?.id ?? `#${i + 1}`}`;
    items.push({ key: base, label: `${name} entry`, value: entryOf(e) });
    list(e?.versions).forEach((v, j) => {
      items.push({ key: `${base}/versions/${j}`, label: `${name} version ${v?.version ?? j + 1}`, value: v });
    });
    list(e?.cosigns).forEach((c, j) => {
      items.push({
        key: `${base}/cosigns/${j}`,
        label: `${name} co-sign ${j + 1} by ${who(c?.signer)}`,
        value: c,
      });
    });
    list(e?.attestations).forEach((a, j) => {
      items.push({
        key: `${base}/attestations/${j}`,
        label: `${name} attestation ${j + 1} by ${who(a?.pro)}`,
        value: a,
      });
    });
    if (e?.sprint) {
      const sprintName = `${name} sprint ${short(e.sprint.id)}`;
      items.push({
        key: `${base}/sprint`,
        label: `${sprintName} (setup, revisions, interviews)`,
        value: sprintOf(e.sprint),
      });
      list(e.sprint.cosigns).forEach((c, j) => {
        items.push({
          key: `${base}/sprint/cosigns/${j}`,
          label: `${sprintName} co-sign ${j + 1} by ${who(c?.pro)}`,
          value: c,
        });
      });
    }
  });
  return items;
}
