/**
 * Labels and copy of /inbox and the direct-message modal that the spec does not give (IBH).
 * The spec's own messages live in MESSAGE_TEXT (messages.ts).
 */
export const INBOX_TEXT = {
  cancel: 'Cancel',
  retry: 'Retry',
  charCount: (length: number, max: number) => `${length}/${max}`,
  conversationWith: (name: string, unread: number) => (unread > 0 ? `${name}, ${unread} unread` : name),
  listHint: 'Use the arrow keys to move between conversations.',
  findPeople: 'Find people to talk to',
  noConversationsHint:
    'Message someone from their profile or a co-founder card and the conversation shows here.',
  pickSomeoneHint: 'Choose a conversation from the list.',
  sayHiHint: 'This is the start of your conversation.',
  youPrefix: 'You: ',
  thread: (name: string) => `Conversation with ${name}`,
  threadOptions: 'Conversation options',
  viewProfile: 'View profile',
  seen: 'Seen',
  sending: 'Sending…',
  reportMessageFrom: (name: string) => `Report message from ${name}`,
  reportQuoted: 'The message',
  blockTitle: (name: string) => `Block ${name}?`,
  blockAction: 'Block',
  unblockAction: 'Unblock',
  blockFailed: 'Could not block this person.',
  unblockFailed: 'Could not unblock this person.',
  signInToMessage: (name: string) => `Sign in to message ${name}`,
} as const;
