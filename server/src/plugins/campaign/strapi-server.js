'use strict';

// Strapi loads a local plugin's server from its source folder; ours is TypeScript, compiled with the
// rest of the server (server/tsconfig.json) into dist/: this hands Strapi the compiled plugin.
module.exports = require('../../../dist/src/plugins/campaign/server/plugin.js').default;
