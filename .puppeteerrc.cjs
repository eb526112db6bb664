/** Puppeteer never downloads a browser here: it launches the system's Chromium. */
module.exports = { skipDownload: true };
