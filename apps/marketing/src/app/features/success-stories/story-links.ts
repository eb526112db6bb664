/** The list of success stories. */
export const STORIES_PATH = '/success-stories';

/** A story's page. */
export function storyPath(id: string): string {
  return `${STORIES_PATH}/${encodeURIComponent(id)}`;
}

/** The navigation state of a story opened from the list: the entry before it is the list. */
export const FROM_LIST_STATE = { fromStoriesList: true } as const;

export function cameFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromStoriesList' in state;
}
