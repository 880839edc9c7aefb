#!/usr/bin/env node
/**
 * `npm start`: the whole product from one command (scripts/start-app.mjs). The Node.js
 * version is checked first, in a file every Node parses: on one older than package.json
 * `engines` allows, the start stops with one line saying which Node to install, instead
 * of a SyntaxError from the code after it (top-level await, `??=`).
 */
import { exitUnlessSupportedNode } from './node-version-check.mjs';

exitUnlessSupportedNode();
// Imported only now: its syntax and imports would fail on the Node just refused.
import('./start-app.mjs').catch((error) => {
  console.error(error);
  process.exit(1);
});
