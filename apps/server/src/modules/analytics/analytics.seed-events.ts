const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface DemoEvent {
  type: string;
  meta: Record<string, unknown>;
  created_at: string;
}

/** A small deterministic generator (mulberry32), so the demo year is the same on every seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Base package prices per category, in cents (selected prices scatter around them). */
const BASE_PRICE: Record<string, number> = {
  validate: 15_000,
  mvp: 120_000,
  pitch: 30_000,
  design: 45_000,
  marketing: 35_000,
  development: 150_000,
  consulting: 20_000,
};

/**
 * 365 days of the shop's funnel, growing over the year: impressions, clicks, briefs, orders (with
 * amount_usd), completions, first responses (with their time category), disputes, repeat
 * customers, price selections and outcomes.
 */
export function demoAnalyticsEvents(now: Date, categories: readonly string[]): DemoEvent[] {
  const next = random(16);
  const events: DemoEvent[] = [];
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  for (let day = 364; day >= 0; day--) {
    const dayStart = now.getTime() - day * DAY;
    const growth = 1 + (364 - day) / 365;
    const at = () => new Date(dayStart - Math.floor(next() * 20 * HOUR)).toISOString();
    const add = (type: string, count: number, meta: () => Record<string, unknown> = () => ({})) => {
      for (let i = 0; i < count; i++) events.push({ type, meta: meta(), created_at: at() });
    };
    const impressions = Math.round(between(18, 30) * growth);
    const clicks = Math.round(impressions * (0.1 + next() * 0.08));
    const opened = Math.round(clicks * (0.5 + next() * 0.2));
    const completed = Math.round(opened * (0.4 + next() * 0.2));
    const orders = Math.round(completed * (0.45 + next() * 0.25));
    add('hire_pro_impression', impressions);
    add('hire_pro_click', clicks);
    add('brief_opened', opened);
    add('brief_completed', completed);
    add('order_created', orders, () => ({ amount_usd: between(5, 60) * 10 }));
    add('first_pro_response', orders, () => {
      const hours = Math.round(next() ** 2 * 40 * 10) / 10;
      const category = hours < 1 ? 'under_1h' : hours < 4 ? '1_4h' : hours < 24 ? '4_24h' : 'over_24h';
      return { response_time_hours: hours, response_time_category: category };
    });
    add('order_completed', Math.round(orders * 0.7));
    add('dispute_opened', next() < 0.06 ? 1 : 0);
    add('repeat_customer', [...Array(orders)].filter(() => next() < 0.25).length);
    add('price_selection', between(0, 3), () => {
      const category = categories[between(0, categories.length - 1)] ?? 'validate';
      const base = BASE_PRICE[category] ?? 20_000;
      return { category, price_cents: Math.round((base * (0.6 + next() * 0.8)) / 500) * 500 };
    });
    add('outcome_added', next() < 0.3 ? 1 : 0, () => ({
      outcome_type: ['validated', 'pivoted', 'invalidated'][between(0, 2)],
    }));
  }
  return events;
}
