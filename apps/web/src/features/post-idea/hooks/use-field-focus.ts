import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardField } from '../lib/wizard-values';

/**
 * Refs to the wizard's inputs and a way to focus one (or the step heading) after the next
 * render, when the step it lives on is on screen.
 */
export function useFieldFocus(heading: React.RefObject<HTMLElement | null>) {
  const elements = useRef(new Map<WizardField, HTMLElement>());
  const refs = useRef(new Map<WizardField, (element: HTMLElement | null) => void>());
  const [target, setTarget] = useState<{ field: WizardField | 'heading' } | null>(null);

  const fieldRef = useCallback((field: WizardField) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  useEffect(() => {
    if (!target) return;
    const element = target.field === 'heading' ? heading.current : elements.current.get(target.field);
    element?.focus();
    setTarget(null);
  }, [target, heading]);

  const focusLater = useCallback((field: WizardField | 'heading') => setTarget({ field }), []);
  return { fieldRef, focusLater };
}
