import { createContext, type ReactNode, useContext } from 'react';

/** A professional as a card shows them: enough to hang something on their name. */
export interface SlotPro {
  id: string;
  fullName: string;
  verified: boolean;
}

const ProNameSlotContext = createContext<((pro: SlotPro) => ReactNode) | null>(null);

/**
 * What a page puts beside a professional's name in cards of another feature (the merit card's
 * trigger on shop service cards, issue 19) without the features importing each other.
 */
export function ProNameSlotProvider({
  render,
  children,
}: {
  render: (pro: SlotPro) => ReactNode;
  children: ReactNode;
}) {
  return <ProNameSlotContext.Provider value={render}>{children}</ProNameSlotContext.Provider>;
}

/** Renders the page's slot for this professional (nothing when no page gave one). */
export function ProNameSlot({ pro }: { pro: SlotPro }) {
  const render = useContext(ProNameSlotContext);
  return render ? render(pro) : null;
}
