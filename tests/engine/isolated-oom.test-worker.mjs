// Test engine process for isolated.test.ts: says it is ready, then ignores its request and fills its heap until
// V8 aborts the whole process ("Reached heap limit"), as a crafted PDF once made a worker thread abort the server.
process.once('message', () => {
  const hoard = [];
  for (;;) hoard.push(new Array(100_000).fill({ n: hoard.length }));
});
process.send({ type: 'ready' });
