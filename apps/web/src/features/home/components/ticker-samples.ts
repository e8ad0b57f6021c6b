import { HOME_TEXT } from '@ibh/contract';
import { Globe2, type LucideIcon, Rocket, Sparkles } from 'lucide-react';

export interface TickerItem {
  text: string;
  /** Sample country code, shown as a tag. */
  country: string;
  /** What kind of activity this is. */
  kind: string;
}

export interface TickerFeed {
  title: string;
  icon: LucideIcon;
  tone: 'gold' | 'sapphire' | 'neutral';
  items: readonly TickerItem[];
}

/** Static sample items for the Live Innovation Pulse; real activity replaces them later. */
export const TICKER_FEEDS: readonly TickerFeed[] = [
  {
    title: HOME_TEXT.tickers.founderActivity,
    icon: Rocket,
    tone: 'gold',
    items: [
      { text: 'Aarav posted an idea: solar cold storage for small farms', country: 'IN', kind: 'New idea' },
      { text: 'Maya started an interview sprint on pet telehealth', country: 'US', kind: 'Sprint' },
      {
        text: 'Kenji published evidence: cafés would pay for waste tracking',
        country: 'JP',
        kind: 'Evidence',
      },
      { text: 'Sofía is looking for a technical co-founder', country: 'ES', kind: 'Co-founder search' },
      { text: 'Daniel linked new evidence to a B2B invoicing idea', country: 'GB', kind: 'Evidence' },
      { text: 'Aisha opened her marketplace idea for collaboration', country: 'MY', kind: 'Collaboration' },
      { text: 'Lukas finalized a sprint with strong positive signals', country: 'DE', kind: 'Sprint' },
    ],
  },
  {
    title: HOME_TEXT.tickers.supporterBoosts,
    icon: Sparkles,
    tone: 'sapphire',
    items: [
      { text: 'A mentor followed “Solar cold storage for small farms”', country: 'SG', kind: 'Follow' },
      { text: 'A professional co-signed evidence on pet telehealth', country: 'CA', kind: 'Co-sign' },
      { text: 'A funder saved “Bookkeeping copilot for freelancers”', country: 'AU', kind: 'Save' },
      { text: 'Three supporters boosted “Neighbourhood compost network”', country: 'FR', kind: 'Boost' },
      { text: 'A mentor offered office hours to first-time founders', country: 'US', kind: 'Mentoring' },
      { text: 'A professional upvoted evidence on café waste tracking', country: 'JP', kind: 'Upvote' },
    ],
  },
  {
    title: HOME_TEXT.tickers.globalPulse,
    icon: Globe2,
    tone: 'neutral',
    items: [
      { text: 'New ideas posted today from Singapore, India and Spain', country: 'SG', kind: 'Ideas' },
      { text: 'Professionals delivered four validation reports', country: 'CA', kind: 'Services' },
      { text: 'Founders in Sydney ran three interview sprints', country: 'AU', kind: 'Sprints' },
      { text: 'Most-followed industry this week: climate tech', country: 'DE', kind: 'Trend' },
      { text: 'Students posted nine new ideas', country: 'GB', kind: 'Students' },
      { text: 'Co-founder matches made across six countries', country: 'IN', kind: 'Matches' },
    ],
  },
];
