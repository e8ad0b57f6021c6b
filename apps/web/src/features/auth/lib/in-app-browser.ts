import { OPEN_IN_BROWSER_TEXT } from '@ibh/contract';

export type InAppKind = 'mail' | 'social' | 'chat' | 'app';
export type Platform = 'ios' | 'android' | 'other';

export interface InAppBrowser {
  /** The app's name as people know it. */
  app: string;
  kind: InAppKind;
  platform: Platform;
}

/** Tested in order: the more specific tokens first (Messenger before Facebook, Gmail before Google). */
const APPS: ReadonlyArray<{ app: string; kind: InAppKind; pattern: RegExp }> = [
  { app: 'Gmail', kind: 'mail', pattern: /\bGmail\b/i },
  { app: 'Outlook', kind: 'mail', pattern: /Outlook/i },
  { app: 'Yahoo Mail', kind: 'mail', pattern: /YahooMobileMail|YMobile/i },
  { app: 'Spark', kind: 'mail', pattern: /\bSpark\//i },
  { app: 'the Google app', kind: 'app', pattern: /\bGSA\//i },
  { app: 'Messenger', kind: 'chat', pattern: /FBAN\/Messenger|MessengerForiOS|Orca-Android|MessengerLite/i },
  { app: 'Instagram', kind: 'social', pattern: /Instagram/i },
  { app: 'Facebook', kind: 'social', pattern: /FBAN|FBAV|FB_IAB|FBIOS|FB4A/i },
  { app: 'LinkedIn', kind: 'social', pattern: /LinkedInApp/i },
  { app: 'X (Twitter)', kind: 'social', pattern: /Twitter/i },
  { app: 'TikTok', kind: 'social', pattern: /musical_ly|BytedanceWebview|TikTok|\btrill_/i },
  { app: 'Snapchat', kind: 'social', pattern: /Snapchat/i },
  { app: 'Pinterest', kind: 'social', pattern: /Pinterest/i },
  { app: 'Reddit', kind: 'social', pattern: /Reddit/i },
  { app: 'WeChat', kind: 'chat', pattern: /MicroMessenger/i },
  { app: 'WhatsApp', kind: 'chat', pattern: /WhatsApp/i },
  { app: 'Telegram', kind: 'chat', pattern: /Telegram/i },
  { app: 'LINE', kind: 'chat', pattern: /\bLine\//i },
  { app: 'KakaoTalk', kind: 'chat', pattern: /KAKAOTALK/i },
  { app: 'Viber', kind: 'chat', pattern: /Viber/i },
  { app: 'Discord', kind: 'chat', pattern: /Discord/i },
  { app: 'Slack', kind: 'chat', pattern: /Slack/i },
];

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/**
 * The in-app browser of a mail, social or chat app, from the user agent; null in a real browser.
 * An unnamed Android WebView (`; wv)`) counts as an in-app browser of some app.
 */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  const platform = platformOf(userAgent);
  const known = APPS.find(({ pattern }) => pattern.test(userAgent));
  if (known) return { app: known.app, kind: known.kind, platform };
  if (platform === 'android' && /;\s*wv\)/.test(userAgent))
    return { app: OPEN_IN_BROWSER_TEXT.unknownApp, kind: 'app', platform };
  return null;
}
