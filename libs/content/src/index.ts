// The firm's public content as data (req RULES-3): the services' marketing copy, the success
// stories and the testimonials. Plain data and pure functions; no React, no server code.
export * from './services';
export * from './stories/success-story';
export * from './stories/success-stories';
export * from './stories/story-filters';
export * from './testimonials';
