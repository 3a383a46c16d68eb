// Declarations of what rsbuild bundles beside code, such as the CSS the tool imports.
/// <reference types="@rsbuild/core/types" />
