// node-polyglot (react-admin's translator) requires the `object.entries` polyfill, which brings ~4 kB gzip
// of es-abstract helpers into the login page; every browser the console supports has Object.entries.
module.exports = function entries(object) {
  return Object.entries(object);
};
