// CSS and other assets: rsbuild's own declarations, as the tools have them.
/// <reference types="@rsbuild/core/types" />
/** Id of this build, defined at build time (build/buildIdPlugin.ts). */
declare const __BUILD_ID__: string;
/** Installed version of each shared singleton the shell offers its tools (build/sharedVersions.ts). */
declare const __SHARED_VERSIONS__: Record<keyof typeof import('@coinwatch/shared/federation').sharedSingletons, string>;
