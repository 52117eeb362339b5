// sharp (the image library Next's own optimiser uses), for the pictures the server makes. Imported as an ES
// module, it is an external async module to Turbopack, which then puts its support for async modules into the
// runtime script every page loads, code the browser never runs. Required as CommonJS (sharp is a CommonJS
// package), it is a plain external.
import type sharpType from 'sharp';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: an `import` adds script to every page
const sharp: typeof sharpType = require('sharp');

export default sharp;
