import { useInFirstFrame } from '@coinwatch/shared/toolkit';

/**
 * False while React takes over a prerendered page's HTML (and in the build-time render), true
 * after. A form's submit button waits for it: a submit before the page's script ran would send
 * the form natively, with the password in the address.
 */
export const useHydrated = (): boolean => !useInFirstFrame();
