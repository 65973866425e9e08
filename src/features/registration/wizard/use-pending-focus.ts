import { useCallback, useEffect, useRef } from 'react';
import { fieldControlId } from '../field-paths';
import type { FocusTarget } from './error-jump';

/** The current step's heading: focus moves there when the step changes, for keyboard and screen readers. */
export const STEP_HEADING_ID = 'registration-step-heading';
/** The banner: focus moves there after a failed submit that shows no other step. */
export const BANNER_ID = 'registration-banner';

const FOCUS_ELEMENT_ID: Record<'step-heading' | 'banner', string> = {
  'step-heading': STEP_HEADING_ID,
  banner: BANNER_ID,
};

/**
 * Where focus goes once the step has rendered: the first of the targets that is on screen (a field named
 * by an error, the new step's heading, or the banner).
 */
export function usePendingFocus() {
  const pending = useRef<readonly FocusTarget[] | null>(null);
  const focusAfterRender = useCallback((...targets: FocusTarget[]) => {
    pending.current = targets;
  }, []);

  // Runs after every render: the jump that asked for focus has rendered its step by then.
  useEffect(() => {
    const targets = pending.current;
    if (!targets) return;
    pending.current = null;
    for (const target of targets) {
      const id =
        target === 'step-heading' || target === 'banner' ? FOCUS_ELEMENT_ID[target] : fieldControlId(target);
      const element = document.getElementById(id);
      if (!element) continue;
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
      if (document.activeElement === element) return;
    }
  });

  return focusAfterRender;
}
