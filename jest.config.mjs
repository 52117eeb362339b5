// How the unit tests run: in a simulated browser, with the project's `@/` imports and style files
// stubbed out.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  moduleNameMapper: {
    '^swiper/css(/.*)?$': '<rootDir>/test/style-mock.ts',
    '^yet-another-react-lightbox/.*\\.css$': '<rootDir>/test/style-mock.ts',
    '^server-only$': '<rootDir>/test/style-mock.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
