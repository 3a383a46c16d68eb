// A built tool's only page-less entry: Module Federation's runtime needs an entry chunk to hang on.
export {};
