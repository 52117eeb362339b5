// A success takes away the error toasts before it: "Registration complete" must not sit beside
// "Empty field is not allowed!" from the attempt the visitor has since fixed.
import { toast } from 'sonner';
import { showToast } from '../toast';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('dismisses the toasts shown before a success, and keeps them for another error', async () => {
  showToast('error', 'Empty field is not allowed!');
  await settle();
  expect(toast.dismiss).not.toHaveBeenCalled();

  showToast('success', 'Registration Complete successfully!');
  await settle();
  expect(toast.dismiss).toHaveBeenCalledTimes(1);
  expect(jest.mocked(toast.dismiss).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(toast.success).mock.invocationCallOrder[0] ?? 0);
  expect(toast.success).toHaveBeenCalledWith('Registration Complete successfully!');
});
