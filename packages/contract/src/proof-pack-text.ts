/** What the proof-pack screens and answers say (issue 29). */
export const PROOF_PACK_TEXT = {
  /** E_INVALID_STATE: the evidence (or every evidence of the idea) has no finalized version yet. */
  nothingToProve: 'Nothing to prove yet: finalize a version first.',
  download: 'Download proof pack',
  downloading: 'Preparing…',
  downloadFailed: 'The proof pack could not be downloaded. Try again.',
  downloadHint:
    'One signed file with the finalized versions and their hash chain, the sprint behind them, co-signs and attestations. Anyone can check it offline.',
  howToVerify: 'How to verify',
  verifyTitle: 'Verify a proof pack',
  verifyIntro:
    'Choose or drop a proof pack (.ibhproof.json). It is checked here in your browser: nothing is sent to IBH.',
  verifyProves:
    'A verified pack shows these versions, co-signs and attestations are exactly what IBH signed, and each version links to the one before it by its SHA-256 hash.',
  chooseFile: 'Proof pack file',
  dropHere: 'Drop a proof pack here, or press Enter to choose one',
  checking: 'Checking…',
  verified: 'Verified',
  notVerified: 'Not verified',
  checksPassed: (n: number) => `All ${n} checks passed.`,
  checksFailed: (failed: number, total: number) => `${failed} of ${total} checks failed.`,
  passed: 'Passed',
  failed: 'Failed',
  unreadable: 'The file could not be read.',
  keyNote:
    'In the browser the signature is checked with the key the pack carries. The server publishes its keys at',
  cliTitle: 'On your computer',
  cliIntro: 'The same check runs from the IBH repository with Node 20 or later:',
} as const;
