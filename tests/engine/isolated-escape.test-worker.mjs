// Test engine process for isolated.test.ts: a reading library's error escapes as an unhandled rejection (as pdf.js's
// "Missing endstream command" did), and the library prints to stdout and stderr.
const { register } = await import('tsx/esm/api');
register();
const { onEscapedError } = await import('../../src/engine/isolated.ts');

class FormatError extends Error {}

process.once('message', () => {
  onEscapedError((failure) => process.send({ type: 'error', ...failure }));
  process.stdout.write('Warning: Invalid resolution 0 dpi. Using 70 instead.\n');
  console.error('Missing endstream command.');
  void Promise.reject(new FormatError('Missing endstream command.'));
});
process.send({ type: 'ready' });
