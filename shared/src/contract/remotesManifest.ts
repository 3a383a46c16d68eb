import { z } from 'zod';

/**
 * /remotes.json: where each tool's federated entry lives and which version it is. Written by a
 * release (deploy/static), read by the shell at start-up; switching it is the release.
 */
export const RemotesManifestSchema = z.object({
  remotes: z.record(z.string(), z.object({ entry: z.string().min(1), version: z.string() })),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
