/**
 * Labels and copy of the sign-in screens that the spec leaves to us (000 section 2: "Hero marketing
 * copy", the login and sign-up modes, the helper pages). The spec's own messages live in AUTH_TEXT.
 */
export const AUTH_HERO_TEXT = {
  eyebrow: 'Proof-first network',
  title: 'Turn ideas into proof, and proof into a team.',
  points: [
    {
      title: 'Validate faster',
      body: 'Run interview sprints and collect evidence that professionals co-sign.',
    },
    {
      title: 'Find aligned co-founders',
      body: 'Match on skills, stage and the hours people can really give.',
    },
    {
      title: 'Control who sees what',
      body: 'Keep each idea public, for supporters only, or private.',
    },
  ],
  ideaOwner: 'Post ideas and gather proof',
  professional: 'Validate, co-sign and join teams',
} as const;

export const AUTH_FORM_TEXT = {
  loginSubtitle: 'Welcome back. Sign in to continue to your hub.',
  signupSubtitle: 'Create your account. We will email you a code to confirm it.',
  methodLabel: 'Sign-in method',
  methodPassword: 'Password',
  methodCode: 'Email code',
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  role: 'Role',
  chooseRole: 'Choose a role',
  roleHint: 'You appear on IBH as',
  showPassword: 'Show password',
  passwordHint: 'At least 8 characters.',
  logIn: 'Log in',
  loggingIn: 'Logging in…',
  signingOut: 'Signing you out…',
  forgotPassword: 'Forgot password?',
  sendCode: 'Email me a code',
  sendingCode: 'Sending…',
  codeTitle: 'Sign in with an email code',
  codeIntro: 'We will email you a 6-digit code. No password needed.',
  createAccount: 'Create account',
  creatingAccount: 'Creating account…',
  noAccount: 'New to IBH?',
  haveAccount: 'Already have an account?',
  sendConfirmation: 'Email me a confirmation code',
  // Verification panel (otp-verify, otp-reset, signup otp)
  checkEmail: 'Check your email',
  codeSentTo: 'We sent a 6-digit code to',
  codeLabel: '6-digit code',
  digit: (index: number, count: number) => `Digit ${index} of ${count}`,
  verify: 'Verify and sign in',
  verifyReset: 'Verify code',
  verifying: 'Verifying…',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
  noCode: 'No code? Check your spam folder, or resend it.',
  changeEmail: 'Use a different email',
  backToLogin: 'Back to login',
  // Password reset by code (otp-reset) and the reset / change pages
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the email of your account. If it has one, we will send a 6-digit code.',
  sendResetCode: 'Send reset code',
  setTitle: 'Set a new password',
  setIntro: 'Choose a new password. You will sign in with it next.',
  /** The /change-password page asks for it too (decision 46: re-authentication before a change). */
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  savePassword: 'Update password',
  savingPassword: 'Updating…',
  requestNewCode: 'Request a new reset code',
  changeTitle: 'Change password',
  cancel: 'Cancel',
  changeIntro: 'After the change you are signed out everywhere and sign in again with the new password.',
  checkingRecovery: 'Checking your reset link…',
  retry: 'Try again',
} as const;

export const AUTH_CALLBACK_TEXT = {
  title: 'Signing you in…',
  body: 'One moment while we check your link.',
} as const;

export const OPEN_IN_BROWSER_TEXT = {
  title: 'Open IBH in your browser',
  inAppTitle: (app: string) => `You are inside ${app}`,
  inAppBody: (app: string) =>
    `Links opened in ${app} use its built-in browser, which keeps its own cookies: sign-in may not stick, and email links may open signed out. Open this page in your phone's browser instead.`,
  regularTitle: 'You are in a regular browser',
  regularBody: 'Everything works here. Continue to the page you were opening.',
  stepsTitle: 'How to open it',
  stepsIos: ['Tap the ••• or share button of the app.', 'Choose “Open in Safari” or “Open in browser”.'],
  stepsAndroid: ['Tap the ⋮ menu of the app.', 'Choose “Open in Chrome” or “Open in browser”.'],
  stepsOther: [
    "Use the app's menu to open the page in your browser.",
    'Or copy the link and paste it there.',
  ],
  linkLabel: 'Link to this page',
  copy: 'Copy link',
  copied: 'Link copied',
  continue: 'Continue here',
  continueAnyway: 'Continue here anyway',
  kinds: { mail: 'mail app', social: 'social app', chat: 'chat app', app: 'app' },
  unknownApp: 'this app',
} as const;

export const AUTH_DIAGNOSE_TEXT = {
  title: 'Auth diagnostics',
  intro: 'What this browser knows about your session. Share it with support if sign-in misbehaves.',
  userId: 'User id',
  email: 'Email',
  provider: 'Provider',
  expires: 'Access expires',
  started: 'Session started',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  copy: 'Copy',
  copyLabel: 'Session details',
  logIn: 'Log in',
} as const;

/** The sign-in's second step and the passkey button (issue 29 part 6); with the login screen's text. */
export const SIGN_IN_SECOND_STEP_TEXT = {
  title: 'One more step',
  intro: 'Your account has a second factor. Confirm it is you to finish signing in.',
  codeLabel: '6-digit code from your authenticator app',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  verifying: 'Verifying…',
  usePasskey: 'Use a passkey',
  useRecovery: 'Use a recovery code',
  useCode: 'Use an authenticator code',
  startOver: 'Start over',
  passkeyButton: 'Sign in with a passkey',
  passkeyWaiting: 'Waiting for your passkey…',
  passkeyFailed: 'Signing in with a passkey did not work. Try again, or use your password.',
  expired: 'This sign-in took too long. Enter your password again.',
} as const;
