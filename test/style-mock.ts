// Stands in for stylesheets and `server-only` in unit tests, which cannot import them.
const styleMock = {};
export default styleMock;
