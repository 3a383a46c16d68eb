/** Id of this build, defined at build time (build/buildIdPlugin.ts). */
declare const __BUILD_ID__: string;
declare module '*.css';
