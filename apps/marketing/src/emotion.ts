/** The Emotion cache key shared by the prerendered HTML and the browser, so styles hydrate. */
export const EMOTION_CACHE_KEY = 'css';
