/**
 * Testing Library waits 1 s by default for what a web test waits for (waitFor, findBy*). On the shared 2-core
 * machines under a load of 15–20 a render can take longer than that and a passing test then fails
 * (CreditReportPage, decision 211). A wait still ends as soon as what it waits for is there; only a failing wait
 * takes longer to fail.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

export {};
