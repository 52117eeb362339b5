// Gives every unit test the DOM matchers (toBeVisible, toHaveAccessibleDescription...) it asserts with.
import '@testing-library/jest-dom';
