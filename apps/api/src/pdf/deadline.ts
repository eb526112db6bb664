/** A step of the renderer did not finish before its deadline. */
export class DeadlineError extends Error {}

/** Milliseconds left until `deadline` (at least 1, so a timer still fires). */
export function remaining(deadline: number): number {
  return Math.max(1, deadline - Date.now());
}

/** `work`, or a DeadlineError once the deadline passes. */
export function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError('deadline')), remaining(deadline));
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
