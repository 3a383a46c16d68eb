import { useEffect } from 'react';
import { unsavedChanges } from './unsavedChanges.ts';

/**
 * While `active`, a step of a flow is on screen that a reload would lose (see unsavedChanges). A
 * file of its own: only pages with such steps bundle it, not /login's first chunk.
 */
export function useStepUnderWay(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    unsavedChanges.steps++;
    return () => {
      unsavedChanges.steps--;
    };
  }, [active]);
}
