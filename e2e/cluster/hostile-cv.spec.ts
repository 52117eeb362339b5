// Issue 54's attachment probes went through the front door: through nginx (deploy/nginx.conf, two instances), a CV
// a real tool made is thanked and arrives byte for byte, while a DOCX holding a program and a 4 MB zip that
// declares 4 GB are each answered beside the field (not by nginx's or the proxy's size limit), and never arrive.
import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';
import { clusterForFile } from '../support/cluster';
import { expectFieldMessage } from '../forms/fields';
import { uniqueText } from '../forms/delivered';
import { sendApplication, volunteerForm, type Application } from '../forms/volunteer-form';
import { documentFixture, rezip } from '../../test/support/cv-documents';
import { zipBomb } from '../../test/support/zip';

test.describe.configure({ mode: 'serial' });

const running = clusterForFile();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const receivedWith = async (text: string) =>
  (await running().standin.control.formMail()).filter((submission) => Object.values(submission.fields).includes(text));

test('through nginx: a real CV arrives byte for byte; a program in a DOCX and a zip bomb are refused beside the field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const apply = async (about: string, cv: Application['cv']) => {
    await page.goto(`${running().cluster.url}/volunteer`);
    await sendApplication(volunteerForm(page), {
      name: 'Ana',
      email: 'ana@example.org',
      subject: 'Weekends',
      about,
      cv,
    });
  };
  const cvField = volunteerForm(page).getByLabel('Your CV');
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  const real = documentFixture('cv-libreoffice.odt');
  const thanked = uniqueText('A real CV.');
  await apply(thanked, { name: 'Ana.odt', mimeType: 'application/vnd.oasis.opendocument.text', buffer: real });
  // The first post to instances just started (its action's code loaded cold) may take a while on a busy machine.
  await expect(volunteerForm(page).getByRole('status')).toContainText('Thank you for offering your time!', {
    timeout: 30_000,
  });

  const program = uniqueText('A program inside.');
  const withProgram = await rezip(documentFixture('cv-libreoffice.docx'), {
    add: [{ name: 'word/media/setup.exe.', data: 'MZ' }],
  });
  await apply(program, { name: 'cv.docx', mimeType: docx, buffer: withProgram });
  await expectFieldMessage(cvField, /Your CV holds macros, scripts, embedded objects/);

  const bomb = uniqueText('A zip bomb.');
  const bombBytes = zipBomb();
  expect(bombBytes.length).toBeGreaterThan(4_000_000);
  await apply(bomb, { name: 'cv.docx', mimeType: docx, buffer: bombBytes });
  await expectFieldMessage(cvField, /Your CV unpacks to far more than its size/);

  await expect.poll(async () => (await receivedWith(thanked)).length, { timeout: 15_000 }).toBe(1);
  const [arrived] = await receivedWith(thanked);
  expect(arrived?.files.map(({ name, sha256: sha }) => ({ name, sha }))).toEqual([
    { name: 'cv.odt', sha: sha256(real) },
  ]);
  expect([...(await receivedWith(program)), ...(await receivedWith(bomb))]).toEqual([]);
});
