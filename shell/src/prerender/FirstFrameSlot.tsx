import type { ToolId } from '@coinwatch/shared/federation';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_SLOT } from '@coinwatch/shared/first-frame';
import { createContext } from 'react';

/** True in the build-time render of a tool's page: the tool is left to its first frame. */
export const FirstFrameSlotContext = createContext(false);

/**
 * Where the server puts the tool's first frame, in the wrapper the live tool has. Inert and busy:
 * the frame only shows what comes; a click or a keystroke would be lost when the app replaces it.
 */
export function FirstFrameSlot({ id }: { id: ToolId }) {
  return (
    <div
      className="tool-frame"
      data-tool={id}
      {...{ [FIRST_FRAME_ATTRIBUTE]: id }}
      aria-busy="true"
      inert
      // A fixed comment, the slot the server fills: React has no element for a comment.
      dangerouslySetInnerHTML={{ __html: FIRST_FRAME_SLOT }}
    />
  );
}
