// Placeholder: the built-in content issue (#4) writes the team slider (6 members) here.
export function TeamSlider() {
  return null;
}
