// What Vite's `define` gives the apps at build time, for their Jest specs.
module.exports = {
  __APP_CONFIG__: {
    apiBaseUrl: '/api',
    urls: {
      marketing: 'http://localhost:4200',
      portal: 'http://localhost:4201',
      admin: 'http://localhost:4202',
    },
  },
};
