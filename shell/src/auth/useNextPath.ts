import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from './nextPath.ts';

/**
 * The page the visitor asked for before the account pages (`?next=`, checked), or '/'. Every
 * account page passes it on (links, emailed links), so a detour by sign-up, a reset or the code
 * step still ends there. Checked again when followed (safeNextPath): by then another user than the
 * one who left it may have signed in.
 */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}
