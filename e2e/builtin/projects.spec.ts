// Journeys through the projects: the list, a project's facts and benefits, and the previous/next links
// at both ends.
import { expect, test, type Page } from '../support/test';

async function projectNav(page: Page, id: number) {
  await page.goto(`/project-single/${id}`);
  return page.getByRole('navigation', { name: 'More projects' });
}

test.describe('projects', () => {
  test('/project shows the first 6 of 22 projects', async ({ page }) => {
    await page.goto('/project');
    await expect(page).toHaveTitle(/^Projects \|/);
    const cards = page.getByRole('list', { name: 'Projects' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('link', { name: 'Lakeside Wells' })).toHaveAttribute(
      'href',
      '/project-single/1',
    );
    await expect(cards.last().getByRole('link', { name: 'Schoolyard Forests' })).toHaveAttribute(
      'href',
      '/project-single/6',
    );
  });

  test('a project page shows its facts, two pictures and three service benefits', async ({ page }) => {
    await page.goto('/project-single/2');
    await expect(page).toHaveTitle(/^Riverbend Classroom \|/);
    const facts = page.getByRole('region', { name: 'Project information' });
    const expected: [term: string, value: string][] = [
      ['Client', 'Riverbend Primary School'],
      ['Location', 'Riverbend'],
      ['Date', 'February 3, 2026'],
      ['Duration', '8 months'],
      ['Tag', 'Education'],
    ];
    for (const [term, value] of expected) {
      await expect(facts.getByRole('term').getByText(term, { exact: true })).toBeVisible();
      await expect(facts.getByRole('definition').getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'More pictures of the project' }).getByRole('img')).toHaveCount(2);
    const benefits = page.getByRole('region', { name: 'What this project brings' }).getByRole('link');
    expect(await benefits.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/service-single/1',
      '/service-single/2',
      '/service-single/3',
    ]);
  });

  test('the first project has only a next link', async ({ page }) => {
    const nav = await projectNav(page, 1);
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: /Next project/ })).toHaveAttribute('href', '/project-single/2');
  });

  test('a middle project links to the previous and the next one', async ({ page }) => {
    const nav = await projectNav(page, 11);
    await expect(nav.getByRole('link', { name: /Previous project/ })).toHaveAttribute('href', '/project-single/10');
    await expect(nav.getByRole('link', { name: /Next project/ })).toHaveAttribute('href', '/project-single/12');
    await nav.getByRole('link', { name: /Next project/ }).click();
    await expect(page).toHaveURL(/\/project-single\/12$/);
    await expect(page.getByRole('heading', { level: 1, name: 'River Clean-Up Crew' })).toBeVisible();
  });

  test('the last project has only a previous link', async ({ page }) => {
    const nav = await projectNav(page, 22);
    await expect(nav.getByRole('link')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: /Previous project/ })).toHaveAttribute('href', '/project-single/21');
  });
});
