import createCache, { type EmotionCache } from '@emotion/cache';

/** The Emotion cache key shared by the prerendered HTML and the browser, so styles hydrate. */
export const EMOTION_CACHE_KEY = 'css';

/**
 * The attribute that names the class names whose rules the prerendered page's style element
 * holds. Emotion's own, `data-emotion`, would have every Emotion cache of the browser take the
 * element over as it is made, and moving it to the end of the head is how a cache does that: the
 * browser then takes the page's 50 KB of critical CSS out and puts it back while the scripts are
 * evaluated (issue 19; docs/decisions.md, "The prerendered page's styles stay where they are").
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/** What the prerender writes in the page's head: Emotion's style elements, the page's under ours. */
export function prerenderedStyleTags(emotionTags: string): string {
  return emotionTags
    .replaceAll(
      `<style data-emotion="${EMOTION_CACHE_KEY} `,
      `<style data-s="" ${PRERENDERED_STYLES_ATTRIBUTE}="`,
    )
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}

/**
 * The browser's cache. It takes a prerendered page's style element over as Emotion's hydration
 * does (its class names as inserted, the element as the cache's first sheet, so that the rules
 * made later go after it and the global styles before it), without moving the element.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const prerendered = document.head.querySelector<HTMLStyleElement>(
    `style[${PRERENDERED_STYLES_ATTRIBUTE}]`,
  );
  if (prerendered) {
    const names = prerendered.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '';
    for (const name of names.split(' ')) if (name) cache.inserted[name] = true;
    cache.sheet.tags.push(prerendered);
  }
  return cache;
}
