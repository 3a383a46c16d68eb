/**
 * `work`, or the error `late()` makes once `ms` have passed without its answer (a load or a
 * wallet that never answers would otherwise leave its page waiting for good). The work itself
 * goes on: what it is cannot always be cancelled.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
